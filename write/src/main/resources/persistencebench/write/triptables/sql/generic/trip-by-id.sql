-- The read-back's point read: one trip by its primary key.
SELECT vendor_id, pickup, dropoff, passenger_count, trip_distance, ratecode_id, store_and_fwd_flag, pu_location_id,
       do_location_id, payment_type, fare_amount, extra, mta_tax, tip_amount, tolls_amount, improvement_surcharge,
       total_amount, congestion_surcharge
FROM trip WHERE id = ?
