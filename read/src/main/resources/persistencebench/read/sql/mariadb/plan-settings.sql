-- Server settings that decide how statements are planned, as found on the connection: how far the join order is
-- searched, which statistics and selectivity estimates are used (InnoDB's persistent statistics, the engine-independent
-- histograms ANALYZE TABLE ... PERSISTENT FOR ALL collected), the join buffers, and the optimizer's switches.
SELECT LOWER(variable_name), variable_value FROM information_schema.session_variables
 WHERE variable_name IN ('OPTIMIZER_SEARCH_DEPTH', 'OPTIMIZER_PRUNE_LEVEL', 'OPTIMIZER_USE_CONDITION_SELECTIVITY', 'USE_STAT_TABLES',
                         'HISTOGRAM_TYPE', 'JOIN_CACHE_LEVEL', 'JOIN_BUFFER_SIZE', 'EQ_RANGE_INDEX_DIVE_LIMIT', 'OPTIMIZER_SWITCH')
 ORDER BY variable_name
