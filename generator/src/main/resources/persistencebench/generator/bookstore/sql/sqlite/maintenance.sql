-- After the load's commit: the optimizer's statistics (sqlite_stat1, and sqlite_stat4 samples: the library is built with
-- SQLITE_ENABLE_STAT4), which SQLite collects only when told to; the SQLite documentation recommends ANALYZE once a
-- database holds its data.
ANALYZE
