-- The canonical columns of every row of the study's trip_details table (TripDetailsRows.COLUMNS), computed by H2,
-- from which CanonicalRowsDigest builds the RowDigest: whole numbers as BIGINT, text as stored, NULL for null. REAL
-- values are widened exactly to DOUBLE PRECISION before x * 100 is rounded half to even, as Java's Math.rint((double)
-- f * 100), from the floor (_f) and fraction (_r) of the scaled value (_v); the CHAR(1) flag without trailing blanks
-- (SQL's CHAR semantics: the study's blank flag ' ' is ''); timestamps and why Java hashes as in trip-canonical.sql.
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
)
SELECT
       trip_id,
       vendor_id,
       DATEDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', pickup) AS pickup,
       DATEDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', dropoff) AS dropoff,
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
