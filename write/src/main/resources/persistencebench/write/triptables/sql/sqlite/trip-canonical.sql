-- The canonical columns of every row of the trip table (TripRows.COLUMNS, the id first), from which CanonicalRowsDigest builds the
-- RowDigest (SQLite has no MD5 function): whole numbers as integers, the flag as stored, NULL for null. x * 100 is
-- rounded half to even as Java's Math.rint (SQLite's round() rounds half away from zero) from the floor (_f) and
-- fraction (_r) of the scaled value (_v). A timestamp is ISO-8601 text (yyyy-MM-ddTHH:mm[:ss] where a LocalDateTime
-- was bound with setObject, yyyy-MM-dd HH:mm:ss.SSS where Hibernate bound a java.sql.Timestamp under the URL's
-- date_class=TEXT), which unixepoch() reads as UTC, dropping fractions of a second.
WITH scaled AS (
    SELECT
           id, vendor_id, pickup, dropoff, passenger_count, trip_distance * 100 AS trip_distance_v, ratecode_id,
           store_and_fwd_flag, pu_location_id, do_location_id, payment_type, fare_amount * 100 AS fare_amount_v,
           extra * 100 AS extra_v, mta_tax * 100 AS mta_tax_v, tip_amount * 100 AS tip_amount_v,
           tolls_amount * 100 AS tolls_amount_v, improvement_surcharge * 100 AS improvement_surcharge_v,
           total_amount * 100 AS total_amount_v, congestion_surcharge * 100 AS congestion_surcharge_v
    FROM trip
), split AS (
    SELECT
           id, vendor_id, pickup, dropoff, passenger_count, CAST(FLOOR(trip_distance_v) AS INTEGER) AS trip_distance_f,
           trip_distance_v - FLOOR(trip_distance_v) AS trip_distance_r, ratecode_id, store_and_fwd_flag,
           pu_location_id, do_location_id, payment_type, CAST(FLOOR(fare_amount_v) AS INTEGER) AS fare_amount_f,
           fare_amount_v - FLOOR(fare_amount_v) AS fare_amount_r, CAST(FLOOR(extra_v) AS INTEGER) AS extra_f,
           extra_v - FLOOR(extra_v) AS extra_r, CAST(FLOOR(mta_tax_v) AS INTEGER) AS mta_tax_f,
           mta_tax_v - FLOOR(mta_tax_v) AS mta_tax_r, CAST(FLOOR(tip_amount_v) AS INTEGER) AS tip_amount_f,
           tip_amount_v - FLOOR(tip_amount_v) AS tip_amount_r,
           CAST(FLOOR(tolls_amount_v) AS INTEGER) AS tolls_amount_f,
           tolls_amount_v - FLOOR(tolls_amount_v) AS tolls_amount_r,
           CAST(FLOOR(improvement_surcharge_v) AS INTEGER) AS improvement_surcharge_f,
           improvement_surcharge_v - FLOOR(improvement_surcharge_v) AS improvement_surcharge_r,
           CAST(FLOOR(total_amount_v) AS INTEGER) AS total_amount_f,
           total_amount_v - FLOOR(total_amount_v) AS total_amount_r,
           CAST(FLOOR(congestion_surcharge_v) AS INTEGER) AS congestion_surcharge_f,
           congestion_surcharge_v - FLOOR(congestion_surcharge_v) AS congestion_surcharge_r
    FROM scaled
)
SELECT
       CAST(id AS INTEGER) AS id,
       CAST(vendor_id AS INTEGER) AS vendor_id,
       unixepoch(pickup) AS pickup,
       unixepoch(dropoff) AS dropoff,
       CAST(passenger_count AS INTEGER) AS passenger_count,
       trip_distance_f + (trip_distance_r > 0.5 OR (trip_distance_r = 0.5 AND trip_distance_f % 2 <> 0))
           AS trip_distance,
       CAST(ratecode_id AS INTEGER) AS ratecode_id,
       store_and_fwd_flag,
       CAST(pu_location_id AS INTEGER) AS pu_location_id,
       CAST(do_location_id AS INTEGER) AS do_location_id,
       CAST(payment_type AS INTEGER) AS payment_type,
       fare_amount_f + (fare_amount_r > 0.5 OR (fare_amount_r = 0.5 AND fare_amount_f % 2 <> 0))
           AS fare_amount,
       extra_f + (extra_r > 0.5 OR (extra_r = 0.5 AND extra_f % 2 <> 0))
           AS extra,
       mta_tax_f + (mta_tax_r > 0.5 OR (mta_tax_r = 0.5 AND mta_tax_f % 2 <> 0))
           AS mta_tax,
       tip_amount_f + (tip_amount_r > 0.5 OR (tip_amount_r = 0.5 AND tip_amount_f % 2 <> 0))
           AS tip_amount,
       tolls_amount_f + (tolls_amount_r > 0.5 OR (tolls_amount_r = 0.5 AND tolls_amount_f % 2 <> 0))
           AS tolls_amount,
       improvement_surcharge_f + (improvement_surcharge_r > 0.5 OR (improvement_surcharge_r = 0.5 AND improvement_surcharge_f % 2 <> 0))
           AS improvement_surcharge,
       total_amount_f + (total_amount_r > 0.5 OR (total_amount_r = 0.5 AND total_amount_f % 2 <> 0))
           AS total_amount,
       congestion_surcharge_f + (congestion_surcharge_r > 0.5 OR (congestion_surcharge_r = 0.5 AND congestion_surcharge_f % 2 <> 0))
           AS congestion_surcharge
FROM split
