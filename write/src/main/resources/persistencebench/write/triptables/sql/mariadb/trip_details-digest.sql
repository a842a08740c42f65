-- persistencebench.model.taxi.RowDigest of the study's trip_details table, computed by MariaDB over what is stored,
-- in the order of RowDigest.componentNames() with TripDetailsRows.COLUMNS: rows, the sums of two 32-bit slices of
-- each row's MD5 hash of its canonical text (TripDetailsRows), the count of nulls, then per column the sum of its
-- number (text: its length in characters). A FLOAT column enters arithmetic widened exactly to DOUBLE, so
-- ROUND(x * 100) (half to even, C's rint) is Java's Math.rint((double) f * 100); CHAR(1) reads back without trailing
-- blanks, so the study's blank flag ' ' is ''. TIMESTAMPDIFF from 1970-01-01 counts seconds as if UTC, with no
-- session time zone applied.
WITH canonical AS (
    SELECT tripId                                                        AS trip_id,
           vendorId                                                      AS vendor_id,
           TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', pickupDateTime)  AS pickup,
           TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', dropoffDateTime) AS dropoff,
           passengerCount                                                AS passenger_count,
           CAST(ROUND(distance * 100) AS SIGNED)                         AS distance,
           rateCodeId                                                    AS rate_code_id,
           storeAndFwdFlag                                               AS flag,
           pickupLocationId                                              AS pickup_location_id,
           dropoffLocationId                                             AS dropoff_location_id,
           paymentType                                                   AS payment_type,
           CAST(ROUND(fareAmount * 100) AS SIGNED)                       AS fare_amount,
           CAST(ROUND(extraAmount * 100) AS SIGNED)                      AS extra_amount,
           CAST(ROUND(mtaTax * 100) AS SIGNED)                           AS mta_tax,
           CAST(ROUND(tipAmount * 100) AS SIGNED)                        AS tip_amount,
           CAST(ROUND(tollAmount * 100) AS SIGNED)                       AS toll_amount,
           CAST(ROUND(improvementSurcharge * 100) AS SIGNED)             AS improvement_surcharge,
           CAST(ROUND(totalAmount * 100) AS SIGNED)                      AS total_amount,
           CAST(ROUND(congestionSurcharge * 100) AS SIGNED)              AS congestion_surcharge
    FROM trip_details
), hashed AS (
    SELECT canonical.*,
           MD5(CONCAT_WS('|', COALESCE(trip_id, '\\N'), COALESCE(vendor_id, '\\N'), COALESCE(CAST(pickup AS CHAR), '\\N'),
                         COALESCE(CAST(dropoff AS CHAR), '\\N'), COALESCE(CAST(passenger_count AS CHAR), '\\N'),
                         COALESCE(CAST(distance AS CHAR), '\\N'), COALESCE(CAST(rate_code_id AS CHAR), '\\N'),
                         COALESCE(flag, '\\N'), COALESCE(pickup_location_id, '\\N'), COALESCE(dropoff_location_id, '\\N'),
                         COALESCE(CAST(payment_type AS CHAR), '\\N'), COALESCE(CAST(fare_amount AS CHAR), '\\N'),
                         COALESCE(CAST(extra_amount AS CHAR), '\\N'), COALESCE(CAST(mta_tax AS CHAR), '\\N'),
                         COALESCE(CAST(tip_amount AS CHAR), '\\N'), COALESCE(CAST(toll_amount AS CHAR), '\\N'),
                         COALESCE(CAST(improvement_surcharge AS CHAR), '\\N'), COALESCE(CAST(total_amount AS CHAR), '\\N'),
                         COALESCE(CAST(congestion_surcharge AS CHAR), '\\N'))) AS h,
           (trip_id IS NULL) + (vendor_id IS NULL) + (pickup IS NULL) + (dropoff IS NULL) + (passenger_count IS NULL)
               + (distance IS NULL) + (rate_code_id IS NULL) + (flag IS NULL) + (pickup_location_id IS NULL)
               + (dropoff_location_id IS NULL) + (payment_type IS NULL) + (fare_amount IS NULL) + (extra_amount IS NULL)
               + (mta_tax IS NULL) + (tip_amount IS NULL) + (toll_amount IS NULL) + (improvement_surcharge IS NULL)
               + (total_amount IS NULL) + (congestion_surcharge IS NULL) AS nulls
    FROM canonical
)
SELECT COUNT(*),
       COALESCE(SUM(CAST(CONV(SUBSTR(h, 1, 8), 16, 10) AS UNSIGNED)), 0),
       COALESCE(SUM(CAST(CONV(SUBSTR(h, 9, 8), 16, 10) AS UNSIGNED)), 0),
       COALESCE(SUM(nulls), 0),
       COALESCE(SUM(CHAR_LENGTH(trip_id)), 0), COALESCE(SUM(CHAR_LENGTH(vendor_id)), 0), COALESCE(SUM(pickup), 0),
       COALESCE(SUM(dropoff), 0), COALESCE(SUM(passenger_count), 0), COALESCE(SUM(distance), 0), COALESCE(SUM(rate_code_id), 0),
       COALESCE(SUM(CHAR_LENGTH(flag)), 0), COALESCE(SUM(CHAR_LENGTH(pickup_location_id)), 0),
       COALESCE(SUM(CHAR_LENGTH(dropoff_location_id)), 0), COALESCE(SUM(payment_type), 0), COALESCE(SUM(fare_amount), 0),
       COALESCE(SUM(extra_amount), 0), COALESCE(SUM(mta_tax), 0), COALESCE(SUM(tip_amount), 0), COALESCE(SUM(toll_amount), 0),
       COALESCE(SUM(improvement_surcharge), 0), COALESCE(SUM(total_amount), 0), COALESCE(SUM(congestion_surcharge), 0)
FROM hashed
