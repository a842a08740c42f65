-- The dirty-page limit as quiesce found it.
SET GLOBAL innodb_max_dirty_pages_pct = @quiesce_max_dirty_pages_pct
