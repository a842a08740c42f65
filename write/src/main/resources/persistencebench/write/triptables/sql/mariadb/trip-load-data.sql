-- The bulk load (timed), in the loader's one transaction: the trips streamed by the client in LOAD DATA's default
-- text format (tab-separated, \N for null, backslash escapes, LF), which is also PostgreSQL's COPY text format, so
-- both loaders share one encoder. The file name is only a label: Connector/J sends the loader's stream instead of
-- reading a file.
LOAD DATA LOCAL INFILE 'trips.tsv' INTO TABLE trip CHARACTER SET utf8mb4
    FIELDS TERMINATED BY '\t' ESCAPED BY '\\' LINES TERMINATED BY '\n'
    (id, vendor_id, pickup, dropoff, passenger_count, trip_distance, ratecode_id, store_and_fwd_flag, pu_location_id,
     do_location_id, payment_type, fare_amount, extra, mta_tax, tip_amount, tolls_amount, improvement_surcharge,
     total_amount, congestion_surcharge)
