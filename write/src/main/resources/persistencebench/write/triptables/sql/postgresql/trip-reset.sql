-- Empties the table and writes every dirty page out, so a sample neither finds rows nor pays for the previous
-- sample's dirty pages. CHECKPOINT needs the superuser or the pg_checkpoint role.
TRUNCATE trip
;
CHECKPOINT
