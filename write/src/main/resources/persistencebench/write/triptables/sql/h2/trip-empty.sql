-- After a sample's proof (untimed): the table emptied, so no loaded table lingers into the next cell.
TRUNCATE TABLE trip
