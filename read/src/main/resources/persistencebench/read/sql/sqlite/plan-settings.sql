-- Settings that decide how SQLite plans statements, as found: whether it may build a transient index for a join
-- (automatic_index), where sorts and temporary B-trees live (temp_store: 0 default, 1 file, 2 memory), and whether the
-- database holds the statistics ANALYZE collects (sqlite_stat1; sqlite_stat4 for the library's STAT4 build).
SELECT 'automatic_index', automatic_index FROM pragma_automatic_index
UNION ALL SELECT 'temp_store', temp_store FROM pragma_temp_store
UNION ALL SELECT 'sqlite_stat1', count(*) FROM sqlite_schema WHERE name = 'sqlite_stat1'
UNION ALL SELECT 'sqlite_stat4', count(*) FROM sqlite_schema WHERE name = 'sqlite_stat4'
