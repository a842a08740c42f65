-- After the load's commit: H2's optimizer statistics (the selectivity of every column) from all rows rather than its
-- default sample of 10,000, so the plans are chosen from the data the queries read. H2 added an index of its own for
-- every foreign key (it needs one to check the key), in the paper database as in the tuned one.
ANALYZE SAMPLE_SIZE 0
