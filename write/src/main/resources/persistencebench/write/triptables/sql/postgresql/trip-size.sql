-- Bytes on disk: the table, its indexes and its TOAST table.
SELECT pg_total_relation_size('trip')
