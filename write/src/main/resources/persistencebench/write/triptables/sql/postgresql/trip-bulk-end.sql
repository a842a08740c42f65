-- Last statement of the bulk load's transaction before its commit (timed): the primary key, built once by sorting
-- the loaded rows (maintenance_work_mem) instead of being maintained row by row during COPY.
ALTER TABLE trip ADD CONSTRAINT trip_pkey PRIMARY KEY (id)
