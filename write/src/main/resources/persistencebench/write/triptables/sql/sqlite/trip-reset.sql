-- Before each sample (untimed; on SQLite only the tuned loaders use the trip table): the table empty, then the file
-- switched from the tuned profile's WAL to the rollback journal the bulk load's connection asks for
-- (BulkLoadUrlParameters), so the timed open does not pay for the switch. Leaving WAL needs this connection to be the
-- file's only one, which it is: nothing of the benchmark holds a connection between samples.
DELETE FROM trip
;
PRAGMA journal_mode = TRUNCATE
