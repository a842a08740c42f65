-- Bytes of the pages the table and its primary-key index occupy, from the dbstat virtual table (sqlite-jdbc is built
-- with SQLITE_ENABLE_DBSTAT_VTAB); free pages and the WAL are not counted.
SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name IN (SELECT name FROM sqlite_schema WHERE tbl_name = 'trip_details')
