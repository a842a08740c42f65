-- Where the server's write-ahead log stands; read untimed before a sample opens and after it closes.
SELECT pg_current_wal_lsn()::text
