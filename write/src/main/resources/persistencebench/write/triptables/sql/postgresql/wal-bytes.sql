-- WAL bytes written since the position given (the parameter, from wal-position.sql).
SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), ?::pg_lsn)::bigint
