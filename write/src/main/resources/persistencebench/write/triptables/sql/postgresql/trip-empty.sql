-- After a sample's proof (untimed): the table emptied, so no loaded table lingers on disk and in the server's caches
-- into the next cell.
TRUNCATE trip
