-- After a sample's proof (untimed): the table emptied (TRUNCATE recreates its tablespace file), so no loaded table
-- lingers on disk and in the buffer pool into the next cell.
TRUNCATE TABLE trip
