-- After the load's commit (VACUUM cannot run in a transaction): freeze every row, set the visibility map and collect
-- planner statistics now, so autovacuum and hint-bit writes have nothing left to do while read samples are timed.
VACUUM (FREEZE, ANALYZE)
