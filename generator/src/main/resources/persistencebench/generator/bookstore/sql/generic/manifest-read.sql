SELECT name, value FROM dataset_manifest
