-- Bytes on disk: the table, its primary-key index and its TOAST table.
SELECT pg_total_relation_size('trip_details')
