-- 1 when the database has the dataset_manifest table (the completeness marker), else 0.
SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'dataset_manifest'
