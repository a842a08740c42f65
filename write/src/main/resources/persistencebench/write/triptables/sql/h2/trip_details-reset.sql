-- Before each sample: the table empty. TRUNCATE drops the table's pages at once, where DELETE would remove the
-- previous sample's rows one by one.
TRUNCATE TABLE trip_details
