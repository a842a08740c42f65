-- The plan SQLite chooses for these parameters, one row per step; the recorder keeps each row's last column, the step's
-- description.
EXPLAIN QUERY PLAN {statement}
