-- The bulk load's COPY, in the transaction that truncated the table (trip-bulk-begin). FREEZE writes the rows
-- already frozen and their pages all-visible, so no later vacuum has to rewrite the table.
COPY trip (id, vendor_id, pickup, dropoff, passenger_count, trip_distance, ratecode_id, store_and_fwd_flag, pu_location_id,
           do_location_id, payment_type, fare_amount, extra, mta_tax, tip_amount, tolls_amount, improvement_surcharge,
           total_amount, congestion_surcharge) FROM STDIN (FREEZE)
