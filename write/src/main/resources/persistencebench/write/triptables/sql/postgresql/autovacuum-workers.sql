-- Autovacuum workers running on the current database; a sample waits (untimed, bounded) until none does, so their
-- work is not charged to it.
SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker' AND datname = current_database()
