-- The plan that runs for these parameters, executed once more with the rows each step read (untimed pass only).
EXPLAIN ANALYZE {statement}
