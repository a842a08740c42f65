-- Before each sample of a bulk load (JDBC COPY, the JDBC insert step, Hibernate stateless): the table empty and
-- WITHOUT its primary key, which the load builds once after the rows (trip-bulk-end); every dirty page written out,
-- so a sample does not pay for the previous sample's. CHECKPOINT needs the superuser or the pg_checkpoint role.
TRUNCATE trip
;
ALTER TABLE trip DROP CONSTRAINT IF EXISTS trip_pkey
;
CHECKPOINT
