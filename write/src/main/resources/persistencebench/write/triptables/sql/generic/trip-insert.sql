-- One trip into the keyed trip table (the tuned JDBC loader of the embedded engines): the id, then the 18 TLC columns
-- in file order.
INSERT INTO trip (id, vendor_id, pickup, dropoff, passenger_count, trip_distance, ratecode_id, store_and_fwd_flag, pu_location_id,
                  do_location_id, payment_type, fare_amount, extra, mta_tax, tip_amount, tolls_amount, improvement_surcharge,
                  total_amount, congestion_surcharge)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
