-- The canonical columns of every row of the trip table (TripRows.COLUMNS, the id first), computed by H2, from which
-- CanonicalRowsDigest builds the RowDigest: whole numbers as BIGINT, the flag as stored, NULL for null. Hashing them
-- in Java takes half the time of H2 hashing and summing them itself (HASH('MD5', ...) over CONCAT_WS, SUM: 35 s
-- against 18 s for 1.5 million rows), and proves the same: every value is H2's. x * 100 is rounded half to even as
-- Java's Math.rint (H2's ROUND rounds half away from zero) from the floor (_f) and fraction (_r) of the scaled value
-- (_v); a TIMESTAMP becomes its seconds since 1970-01-01 00:00:00 read as UTC, whatever the JVM's time zone, by
-- DATEDIFF (whole-second boundaries: the floor; ten times faster in H2 than EXTRACT(EPOCH ...), which computes a
-- NUMERIC).
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
           id, vendor_id, pickup, dropoff, passenger_count, CAST(FLOOR(trip_distance_v) AS BIGINT) AS trip_distance_f,
           trip_distance_v - FLOOR(trip_distance_v) AS trip_distance_r, ratecode_id, store_and_fwd_flag,
           pu_location_id, do_location_id, payment_type, CAST(FLOOR(fare_amount_v) AS BIGINT) AS fare_amount_f,
           fare_amount_v - FLOOR(fare_amount_v) AS fare_amount_r, CAST(FLOOR(extra_v) AS BIGINT) AS extra_f,
           extra_v - FLOOR(extra_v) AS extra_r, CAST(FLOOR(mta_tax_v) AS BIGINT) AS mta_tax_f,
           mta_tax_v - FLOOR(mta_tax_v) AS mta_tax_r, CAST(FLOOR(tip_amount_v) AS BIGINT) AS tip_amount_f,
           tip_amount_v - FLOOR(tip_amount_v) AS tip_amount_r,
           CAST(FLOOR(tolls_amount_v) AS BIGINT) AS tolls_amount_f,
           tolls_amount_v - FLOOR(tolls_amount_v) AS tolls_amount_r,
           CAST(FLOOR(improvement_surcharge_v) AS BIGINT) AS improvement_surcharge_f,
           improvement_surcharge_v - FLOOR(improvement_surcharge_v) AS improvement_surcharge_r,
           CAST(FLOOR(total_amount_v) AS BIGINT) AS total_amount_f,
           total_amount_v - FLOOR(total_amount_v) AS total_amount_r,
           CAST(FLOOR(congestion_surcharge_v) AS BIGINT) AS congestion_surcharge_f,
           congestion_surcharge_v - FLOOR(congestion_surcharge_v) AS congestion_surcharge_r
    FROM scaled
)
SELECT
       CAST(id AS BIGINT) AS id,
       CAST(vendor_id AS BIGINT) AS vendor_id,
       DATEDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', pickup) AS pickup,
       DATEDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', dropoff) AS dropoff,
       CAST(passenger_count AS BIGINT) AS passenger_count,
       trip_distance_f + CASE WHEN trip_distance_r > 0.5 OR (trip_distance_r = 0.5 AND MOD(trip_distance_f, 2) <> 0)
           THEN 1 ELSE 0 END AS trip_distance,
       CAST(ratecode_id AS BIGINT) AS ratecode_id,
       store_and_fwd_flag,
       CAST(pu_location_id AS BIGINT) AS pu_location_id,
       CAST(do_location_id AS BIGINT) AS do_location_id,
       CAST(payment_type AS BIGINT) AS payment_type,
       fare_amount_f + CASE WHEN fare_amount_r > 0.5 OR (fare_amount_r = 0.5 AND MOD(fare_amount_f, 2) <> 0)
           THEN 1 ELSE 0 END AS fare_amount,
       extra_f + CASE WHEN extra_r > 0.5 OR (extra_r = 0.5 AND MOD(extra_f, 2) <> 0)
           THEN 1 ELSE 0 END AS extra,
       mta_tax_f + CASE WHEN mta_tax_r > 0.5 OR (mta_tax_r = 0.5 AND MOD(mta_tax_f, 2) <> 0)
           THEN 1 ELSE 0 END AS mta_tax,
       tip_amount_f + CASE WHEN tip_amount_r > 0.5 OR (tip_amount_r = 0.5 AND MOD(tip_amount_f, 2) <> 0)
           THEN 1 ELSE 0 END AS tip_amount,
       tolls_amount_f + CASE WHEN tolls_amount_r > 0.5 OR (tolls_amount_r = 0.5 AND MOD(tolls_amount_f, 2) <> 0)
           THEN 1 ELSE 0 END AS tolls_amount,
       improvement_surcharge_f + CASE WHEN improvement_surcharge_r > 0.5 OR (improvement_surcharge_r = 0.5 AND MOD(improvement_surcharge_f, 2) <> 0)
           THEN 1 ELSE 0 END AS improvement_surcharge,
       total_amount_f + CASE WHEN total_amount_r > 0.5 OR (total_amount_r = 0.5 AND MOD(total_amount_f, 2) <> 0)
           THEN 1 ELSE 0 END AS total_amount,
       congestion_surcharge_f + CASE WHEN congestion_surcharge_r > 0.5 OR (congestion_surcharge_r = 0.5 AND MOD(congestion_surcharge_f, 2) <> 0)
           THEN 1 ELSE 0 END AS congestion_surcharge
FROM split
