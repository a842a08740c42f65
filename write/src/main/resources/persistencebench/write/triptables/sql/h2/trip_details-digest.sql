-- persistencebench.model.taxi.RowDigest of the study's trip_details table, computed by H2 over what is stored, in the
-- order of RowDigest.componentNames() with TripDetailsRows.COLUMNS: rows, the sums of two 32-bit slices of each row's
-- MD5 hash of its canonical text (TripDetailsRows), the count of nulls, then per column the sum of its number (text:
-- its length). REAL values are widened exactly to DOUBLE PRECISION before x * 100 is rounded half to even, as Java's
-- Math.rint((double) f * 100) (H2's ROUND rounds half away from zero), from the floor (_f) and fraction (_r) of the
-- scaled value (_v); the CHAR(1) flag is compared without trailing blanks (SQL's CHAR semantics: the study's blank
-- flag ' ' is ''). EXTRACT(EPOCH ...) and the hash slices as in trip-digest.sql.
WITH scaled AS (
    SELECT
           tripId AS trip_id, vendorId AS vendor_id, pickupDateTime AS pickup, dropoffDateTime AS dropoff,
           passengerCount AS passenger_count, CAST(distance AS DOUBLE PRECISION) * 100 AS distance_v,
           rateCodeId AS rate_code_id, storeAndFwdFlag AS flag, pickupLocationId AS pickup_location_id,
           dropoffLocationId AS dropoff_location_id, paymentType AS payment_type,
           CAST(fareAmount AS DOUBLE PRECISION) * 100 AS fare_amount_v,
           CAST(extraAmount AS DOUBLE PRECISION) * 100 AS extra_amount_v,
           CAST(mtaTax AS DOUBLE PRECISION) * 100 AS mta_tax_v,
           CAST(tipAmount AS DOUBLE PRECISION) * 100 AS tip_amount_v,
           CAST(tollAmount AS DOUBLE PRECISION) * 100 AS toll_amount_v,
           CAST(improvementSurcharge AS DOUBLE PRECISION) * 100 AS improvement_surcharge_v,
           CAST(totalAmount AS DOUBLE PRECISION) * 100 AS total_amount_v,
           CAST(congestionSurcharge AS DOUBLE PRECISION) * 100 AS congestion_surcharge_v
    FROM trip_details
), split AS (
    SELECT
           trip_id, vendor_id, pickup, dropoff, passenger_count, CAST(FLOOR(distance_v) AS BIGINT) AS distance_f,
           distance_v - FLOOR(distance_v) AS distance_r, rate_code_id, flag, pickup_location_id, dropoff_location_id,
           payment_type, CAST(FLOOR(fare_amount_v) AS BIGINT) AS fare_amount_f,
           fare_amount_v - FLOOR(fare_amount_v) AS fare_amount_r,
           CAST(FLOOR(extra_amount_v) AS BIGINT) AS extra_amount_f,
           extra_amount_v - FLOOR(extra_amount_v) AS extra_amount_r, CAST(FLOOR(mta_tax_v) AS BIGINT) AS mta_tax_f,
           mta_tax_v - FLOOR(mta_tax_v) AS mta_tax_r, CAST(FLOOR(tip_amount_v) AS BIGINT) AS tip_amount_f,
           tip_amount_v - FLOOR(tip_amount_v) AS tip_amount_r, CAST(FLOOR(toll_amount_v) AS BIGINT) AS toll_amount_f,
           toll_amount_v - FLOOR(toll_amount_v) AS toll_amount_r,
           CAST(FLOOR(improvement_surcharge_v) AS BIGINT) AS improvement_surcharge_f,
           improvement_surcharge_v - FLOOR(improvement_surcharge_v) AS improvement_surcharge_r,
           CAST(FLOOR(total_amount_v) AS BIGINT) AS total_amount_f,
           total_amount_v - FLOOR(total_amount_v) AS total_amount_r,
           CAST(FLOOR(congestion_surcharge_v) AS BIGINT) AS congestion_surcharge_f,
           congestion_surcharge_v - FLOOR(congestion_surcharge_v) AS congestion_surcharge_r
    FROM scaled
), canonical AS (
    SELECT
           trip_id,
           vendor_id,
           CAST(FLOOR(EXTRACT(EPOCH FROM pickup)) AS BIGINT) AS pickup,
           CAST(FLOOR(EXTRACT(EPOCH FROM dropoff)) AS BIGINT) AS dropoff,
           CAST(passenger_count AS BIGINT) AS passenger_count,
           distance_f + CASE WHEN distance_r > 0.5 OR (distance_r = 0.5 AND MOD(distance_f, 2) <> 0)
               THEN 1 ELSE 0 END AS distance,
           CAST(rate_code_id AS BIGINT) AS rate_code_id,
           RTRIM(flag) AS flag,
           pickup_location_id,
           dropoff_location_id,
           CAST(payment_type AS BIGINT) AS payment_type,
           fare_amount_f + CASE WHEN fare_amount_r > 0.5 OR (fare_amount_r = 0.5 AND MOD(fare_amount_f, 2) <> 0)
               THEN 1 ELSE 0 END AS fare_amount,
           extra_amount_f + CASE WHEN extra_amount_r > 0.5 OR (extra_amount_r = 0.5 AND MOD(extra_amount_f, 2) <> 0)
               THEN 1 ELSE 0 END AS extra_amount,
           mta_tax_f + CASE WHEN mta_tax_r > 0.5 OR (mta_tax_r = 0.5 AND MOD(mta_tax_f, 2) <> 0)
               THEN 1 ELSE 0 END AS mta_tax,
           tip_amount_f + CASE WHEN tip_amount_r > 0.5 OR (tip_amount_r = 0.5 AND MOD(tip_amount_f, 2) <> 0)
               THEN 1 ELSE 0 END AS tip_amount,
           toll_amount_f + CASE WHEN toll_amount_r > 0.5 OR (toll_amount_r = 0.5 AND MOD(toll_amount_f, 2) <> 0)
               THEN 1 ELSE 0 END AS toll_amount,
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
               COALESCE(trip_id, '\N'), COALESCE(vendor_id, '\N'), COALESCE(CAST(pickup AS VARCHAR), '\N'),
               COALESCE(CAST(dropoff AS VARCHAR), '\N'), COALESCE(CAST(passenger_count AS VARCHAR), '\N'),
               COALESCE(CAST(distance AS VARCHAR), '\N'), COALESCE(CAST(rate_code_id AS VARCHAR), '\N'),
               COALESCE(flag, '\N'), COALESCE(pickup_location_id, '\N'), COALESCE(dropoff_location_id, '\N'),
               COALESCE(CAST(payment_type AS VARCHAR), '\N'), COALESCE(CAST(fare_amount AS VARCHAR), '\N'),
               COALESCE(CAST(extra_amount AS VARCHAR), '\N'), COALESCE(CAST(mta_tax AS VARCHAR), '\N'),
               COALESCE(CAST(tip_amount AS VARCHAR), '\N'), COALESCE(CAST(toll_amount AS VARCHAR), '\N'),
               COALESCE(CAST(improvement_surcharge AS VARCHAR), '\N'), COALESCE(CAST(total_amount AS VARCHAR), '\N'),
               COALESCE(CAST(congestion_surcharge AS VARCHAR), '\N'))) AS h,
           CASE WHEN trip_id IS NULL THEN 1 ELSE 0 END +
           CASE WHEN vendor_id IS NULL THEN 1 ELSE 0 END +
           CASE WHEN pickup IS NULL THEN 1 ELSE 0 END +
           CASE WHEN dropoff IS NULL THEN 1 ELSE 0 END +
           CASE WHEN passenger_count IS NULL THEN 1 ELSE 0 END +
           CASE WHEN distance IS NULL THEN 1 ELSE 0 END +
           CASE WHEN rate_code_id IS NULL THEN 1 ELSE 0 END +
           CASE WHEN flag IS NULL THEN 1 ELSE 0 END +
           CASE WHEN pickup_location_id IS NULL THEN 1 ELSE 0 END +
           CASE WHEN dropoff_location_id IS NULL THEN 1 ELSE 0 END +
           CASE WHEN payment_type IS NULL THEN 1 ELSE 0 END +
           CASE WHEN fare_amount IS NULL THEN 1 ELSE 0 END +
           CASE WHEN extra_amount IS NULL THEN 1 ELSE 0 END +
           CASE WHEN mta_tax IS NULL THEN 1 ELSE 0 END +
           CASE WHEN tip_amount IS NULL THEN 1 ELSE 0 END +
           CASE WHEN toll_amount IS NULL THEN 1 ELSE 0 END +
           CASE WHEN improvement_surcharge IS NULL THEN 1 ELSE 0 END +
           CASE WHEN total_amount IS NULL THEN 1 ELSE 0 END +
           CASE WHEN congestion_surcharge IS NULL THEN 1 ELSE 0 END AS nulls
    FROM canonical
)
SELECT COUNT(*),
       COALESCE(SUM(CAST(X'00000000' || SUBSTRING(h FROM 1 FOR 4) AS BIGINT)), 0),
       COALESCE(SUM(CAST(X'00000000' || SUBSTRING(h FROM 5 FOR 4) AS BIGINT)), 0),
       COALESCE(SUM(nulls), 0),
       COALESCE(SUM(LENGTH(trip_id)), 0), COALESCE(SUM(LENGTH(vendor_id)), 0), COALESCE(SUM(pickup), 0),
       COALESCE(SUM(dropoff), 0), COALESCE(SUM(passenger_count), 0), COALESCE(SUM(distance), 0),
       COALESCE(SUM(rate_code_id), 0), COALESCE(SUM(LENGTH(flag)), 0), COALESCE(SUM(LENGTH(pickup_location_id)), 0),
       COALESCE(SUM(LENGTH(dropoff_location_id)), 0), COALESCE(SUM(payment_type), 0), COALESCE(SUM(fare_amount), 0),
       COALESCE(SUM(extra_amount), 0), COALESCE(SUM(mta_tax), 0), COALESCE(SUM(tip_amount), 0),
       COALESCE(SUM(toll_amount), 0), COALESCE(SUM(improvement_surcharge), 0), COALESCE(SUM(total_amount), 0),
       COALESCE(SUM(congestion_surcharge), 0)
FROM hashed
