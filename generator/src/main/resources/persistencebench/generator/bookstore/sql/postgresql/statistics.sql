-- Fresh planner statistics for every table, so the read queries are planned on the loaded data.
ANALYZE
