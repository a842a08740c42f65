-- Empties the table before each sample.
DELETE FROM trip_details
