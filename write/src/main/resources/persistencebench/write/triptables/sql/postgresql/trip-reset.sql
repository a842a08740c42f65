-- Before each sample of a loader that inserts row by row (Hibernate stateless): the table empty and keyed, as such
-- a loader finds a table in production, and every dirty page written out, so a sample neither finds rows nor pays
-- for the previous sample's dirty pages. The key is dropped first in case a bulk load added it. CHECKPOINT needs the
-- superuser or the pg_checkpoint role.
TRUNCATE trip
;
ALTER TABLE trip DROP CONSTRAINT IF EXISTS trip_pkey
;
ALTER TABLE trip ADD CONSTRAINT trip_pkey PRIMARY KEY (id)
;
CHECKPOINT
