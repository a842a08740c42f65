INSERT INTO dataset_manifest (name, value) VALUES (?, ?)
