-- The plan that runs for these parameters, executed once more with timings and buffer counts (untimed pass only).
EXPLAIN (ANALYZE, BUFFERS) {statement}
