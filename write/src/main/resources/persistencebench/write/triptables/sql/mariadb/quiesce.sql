-- Before the single operations (untimed): InnoDB has no checkpoint statement; with innodb_max_dirty_pages_pct = 0 its
-- page cleaner writes every dirty page of the load now (MariaDB's InnoDB page-flushing documentation), the server
-- quiesce's method. The setting is kept in a session variable and restored by quiesce-end.
SET @quiesce_max_dirty_pages_pct = @@GLOBAL.innodb_max_dirty_pages_pct
;
SET GLOBAL innodb_max_dirty_pages_pct = 0
