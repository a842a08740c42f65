-- 1 when the current database has the dataset_manifest table (the completeness marker), else 0. MariaDB's
-- information_schema covers every database of the server, so the current one is named.
SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name = 'dataset_manifest'
