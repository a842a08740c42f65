-- Before the single operations (untimed): the write-ahead log copied back into the database file and truncated, so the
-- first operations' commits do not pay the automatic checkpoint of the load's pages.
PRAGMA wal_checkpoint(TRUNCATE)
