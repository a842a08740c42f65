-- persistencebench.model.taxi.RowDigest of the trip table, computed by MariaDB over what is stored, in the order of
-- RowDigest.componentNames() with TripRows.COLUMNS: rows, the sums of two 32-bit slices of each row's MD5 hash of its
-- canonical text (TripRows), the count of nulls, then per column the sum of its number (text: its length in
-- characters); the id first, as TripRows puts it. ROUND() of a DOUBLE rounds half to even (C's rint), like Java's Math.rint; TIMESTAMPDIFF from
-- 1970-01-01 counts a DATETIME's seconds as if it were UTC without any session time zone (UNIX_TIMESTAMP would
-- apply one), as LocalDateTime.toEpochSecond(UTC). The hash slices are summed as integers (CONV returns text, which
-- SUM would add as doubles).
WITH canonical AS (
    SELECT id,
           vendor_id,
           TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', pickup)  AS pickup,
           TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', dropoff) AS dropoff,
           passenger_count,
           CAST(ROUND(trip_distance * 100) AS SIGNED)            AS trip_distance,
           ratecode_id,
           store_and_fwd_flag,
           pu_location_id,
           do_location_id,
           payment_type,
           CAST(ROUND(fare_amount * 100) AS SIGNED)              AS fare_amount,
           CAST(ROUND(extra * 100) AS SIGNED)                    AS extra,
           CAST(ROUND(mta_tax * 100) AS SIGNED)                  AS mta_tax,
           CAST(ROUND(tip_amount * 100) AS SIGNED)               AS tip_amount,
           CAST(ROUND(tolls_amount * 100) AS SIGNED)             AS tolls_amount,
           CAST(ROUND(improvement_surcharge * 100) AS SIGNED)    AS improvement_surcharge,
           CAST(ROUND(total_amount * 100) AS SIGNED)             AS total_amount,
           CAST(ROUND(congestion_surcharge * 100) AS SIGNED)     AS congestion_surcharge
    FROM trip
), hashed AS (
    SELECT canonical.*,
           MD5(CONCAT_WS('|', COALESCE(CAST(id AS CHAR), '\\N'), COALESCE(CAST(vendor_id AS CHAR), '\\N'),
                         COALESCE(CAST(pickup AS CHAR), '\\N'),
                         COALESCE(CAST(dropoff AS CHAR), '\\N'), COALESCE(CAST(passenger_count AS CHAR), '\\N'),
                         COALESCE(CAST(trip_distance AS CHAR), '\\N'), COALESCE(CAST(ratecode_id AS CHAR), '\\N'),
                         COALESCE(store_and_fwd_flag, '\\N'), COALESCE(CAST(pu_location_id AS CHAR), '\\N'),
                         COALESCE(CAST(do_location_id AS CHAR), '\\N'), COALESCE(CAST(payment_type AS CHAR), '\\N'),
                         COALESCE(CAST(fare_amount AS CHAR), '\\N'), COALESCE(CAST(extra AS CHAR), '\\N'),
                         COALESCE(CAST(mta_tax AS CHAR), '\\N'), COALESCE(CAST(tip_amount AS CHAR), '\\N'),
                         COALESCE(CAST(tolls_amount AS CHAR), '\\N'), COALESCE(CAST(improvement_surcharge AS CHAR), '\\N'),
                         COALESCE(CAST(total_amount AS CHAR), '\\N'), COALESCE(CAST(congestion_surcharge AS CHAR), '\\N'))) AS h,
           (id IS NULL) + (vendor_id IS NULL) + (pickup IS NULL) + (dropoff IS NULL) + (passenger_count IS NULL) + (trip_distance IS NULL)
               + (ratecode_id IS NULL) + (store_and_fwd_flag IS NULL) + (pu_location_id IS NULL) + (do_location_id IS NULL)
               + (payment_type IS NULL) + (fare_amount IS NULL) + (extra IS NULL) + (mta_tax IS NULL) + (tip_amount IS NULL)
               + (tolls_amount IS NULL) + (improvement_surcharge IS NULL) + (total_amount IS NULL)
               + (congestion_surcharge IS NULL) AS nulls
    FROM canonical
)
SELECT COUNT(*),
       COALESCE(SUM(CAST(CONV(SUBSTR(h, 1, 8), 16, 10) AS UNSIGNED)), 0),
       COALESCE(SUM(CAST(CONV(SUBSTR(h, 9, 8), 16, 10) AS UNSIGNED)), 0),
       COALESCE(SUM(nulls), 0),
       COALESCE(SUM(id), 0), COALESCE(SUM(vendor_id), 0), COALESCE(SUM(pickup), 0), COALESCE(SUM(dropoff), 0), COALESCE(SUM(passenger_count), 0),
       COALESCE(SUM(trip_distance), 0), COALESCE(SUM(ratecode_id), 0), COALESCE(SUM(CHAR_LENGTH(store_and_fwd_flag)), 0),
       COALESCE(SUM(pu_location_id), 0), COALESCE(SUM(do_location_id), 0), COALESCE(SUM(payment_type), 0),
       COALESCE(SUM(fare_amount), 0), COALESCE(SUM(extra), 0), COALESCE(SUM(mta_tax), 0), COALESCE(SUM(tip_amount), 0),
       COALESCE(SUM(tolls_amount), 0), COALESCE(SUM(improvement_surcharge), 0), COALESCE(SUM(total_amount), 0),
       COALESCE(SUM(congestion_surcharge), 0)
FROM hashed
