-- persistencebench.model.taxi.RowDigest of the trip table, computed by H2 over what is stored, in the order of
-- RowDigest.componentNames() with TripRows.COLUMNS: rows, the sums of two 32-bit slices of each row's MD5 hash of its
-- canonical text (TripRows), the count of nulls, then per column the sum of its number (text: its length). x * 100 is
-- rounded half to even as Java's Math.rint (H2's ROUND rounds half away from zero) from the floor (_f) and fraction
-- (_r) of the scaled value (_v); EXTRACT(EPOCH ...) of a TIMESTAMP counts its seconds as if it were UTC, whatever the
-- JVM's time zone; HASH('MD5', text) hashes the text's UTF-8 bytes, and X'00000000' || four of them read as a BIGINT
-- is an unsigned 32-bit slice.
WITH scaled AS (
    SELECT
           vendor_id, pickup, dropoff, passenger_count, trip_distance * 100 AS trip_distance_v, ratecode_id,
           store_and_fwd_flag, pu_location_id, do_location_id, payment_type, fare_amount * 100 AS fare_amount_v,
           extra * 100 AS extra_v, mta_tax * 100 AS mta_tax_v, tip_amount * 100 AS tip_amount_v,
           tolls_amount * 100 AS tolls_amount_v, improvement_surcharge * 100 AS improvement_surcharge_v,
           total_amount * 100 AS total_amount_v, congestion_surcharge * 100 AS congestion_surcharge_v
    FROM trip
), split AS (
    SELECT
           vendor_id, pickup, dropoff, passenger_count, CAST(FLOOR(trip_distance_v) AS BIGINT) AS trip_distance_f,
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
), canonical AS (
    SELECT
           CAST(vendor_id AS BIGINT) AS vendor_id,
           CAST(FLOOR(EXTRACT(EPOCH FROM pickup)) AS BIGINT) AS pickup,
           CAST(FLOOR(EXTRACT(EPOCH FROM dropoff)) AS BIGINT) AS dropoff,
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
), hashed AS (
    SELECT canonical.*,
           HASH('MD5', CONCAT_WS('|',
               COALESCE(CAST(vendor_id AS VARCHAR), '\N'), COALESCE(CAST(pickup AS VARCHAR), '\N'),
               COALESCE(CAST(dropoff AS VARCHAR), '\N'), COALESCE(CAST(passenger_count AS VARCHAR), '\N'),
               COALESCE(CAST(trip_distance AS VARCHAR), '\N'), COALESCE(CAST(ratecode_id AS VARCHAR), '\N'),
               COALESCE(store_and_fwd_flag, '\N'), COALESCE(CAST(pu_location_id AS VARCHAR), '\N'),
               COALESCE(CAST(do_location_id AS VARCHAR), '\N'), COALESCE(CAST(payment_type AS VARCHAR), '\N'),
               COALESCE(CAST(fare_amount AS VARCHAR), '\N'), COALESCE(CAST(extra AS VARCHAR), '\N'),
               COALESCE(CAST(mta_tax AS VARCHAR), '\N'), COALESCE(CAST(tip_amount AS VARCHAR), '\N'),
               COALESCE(CAST(tolls_amount AS VARCHAR), '\N'), COALESCE(CAST(improvement_surcharge AS VARCHAR), '\N'),
               COALESCE(CAST(total_amount AS VARCHAR), '\N'), COALESCE(CAST(congestion_surcharge AS VARCHAR), '\N'))) AS h,
           CASE WHEN vendor_id IS NULL THEN 1 ELSE 0 END +
           CASE WHEN pickup IS NULL THEN 1 ELSE 0 END +
           CASE WHEN dropoff IS NULL THEN 1 ELSE 0 END +
           CASE WHEN passenger_count IS NULL THEN 1 ELSE 0 END +
           CASE WHEN trip_distance IS NULL THEN 1 ELSE 0 END +
           CASE WHEN ratecode_id IS NULL THEN 1 ELSE 0 END +
           CASE WHEN store_and_fwd_flag IS NULL THEN 1 ELSE 0 END +
           CASE WHEN pu_location_id IS NULL THEN 1 ELSE 0 END +
           CASE WHEN do_location_id IS NULL THEN 1 ELSE 0 END +
           CASE WHEN payment_type IS NULL THEN 1 ELSE 0 END +
           CASE WHEN fare_amount IS NULL THEN 1 ELSE 0 END +
           CASE WHEN extra IS NULL THEN 1 ELSE 0 END +
           CASE WHEN mta_tax IS NULL THEN 1 ELSE 0 END +
           CASE WHEN tip_amount IS NULL THEN 1 ELSE 0 END +
           CASE WHEN tolls_amount IS NULL THEN 1 ELSE 0 END +
           CASE WHEN improvement_surcharge IS NULL THEN 1 ELSE 0 END +
           CASE WHEN total_amount IS NULL THEN 1 ELSE 0 END +
           CASE WHEN congestion_surcharge IS NULL THEN 1 ELSE 0 END AS nulls
    FROM canonical
)
SELECT COUNT(*),
       COALESCE(SUM(CAST(X'00000000' || SUBSTRING(h FROM 1 FOR 4) AS BIGINT)), 0),
       COALESCE(SUM(CAST(X'00000000' || SUBSTRING(h FROM 5 FOR 4) AS BIGINT)), 0),
       COALESCE(SUM(nulls), 0),
       COALESCE(SUM(vendor_id), 0), COALESCE(SUM(pickup), 0), COALESCE(SUM(dropoff), 0),
       COALESCE(SUM(passenger_count), 0), COALESCE(SUM(trip_distance), 0), COALESCE(SUM(ratecode_id), 0),
       COALESCE(SUM(LENGTH(store_and_fwd_flag)), 0), COALESCE(SUM(pu_location_id), 0),
       COALESCE(SUM(do_location_id), 0), COALESCE(SUM(payment_type), 0), COALESCE(SUM(fare_amount), 0),
       COALESCE(SUM(extra), 0), COALESCE(SUM(mta_tax), 0), COALESCE(SUM(tip_amount), 0),
       COALESCE(SUM(tolls_amount), 0), COALESCE(SUM(improvement_surcharge), 0), COALESCE(SUM(total_amount), 0),
       COALESCE(SUM(congestion_surcharge), 0)
FROM hashed
