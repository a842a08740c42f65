-- 1 when the database has the dataset_manifest table (the completeness marker), else 0. H2 stores unquoted names in
-- upper case.
SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_NAME = 'DATASET_MANIFEST'
