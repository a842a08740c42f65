-- The plan that runs for these parameters, executed once more with row counts, timings and the engine's page reads
-- (ANALYZE FORMAT=JSON: MariaDB's EXPLAIN ANALYZE; one row, the plan as JSON; untimed pass only).
ANALYZE FORMAT=JSON {statement}
