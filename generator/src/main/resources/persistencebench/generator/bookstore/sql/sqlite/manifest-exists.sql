-- 1 when the database has the dataset_manifest table (the completeness marker), else 0.
SELECT COUNT(*) FROM sqlite_schema WHERE type = 'table' AND name = 'dataset_manifest'
