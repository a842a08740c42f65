-- The canonical columns of every row of the study's trip_details table (TripDetailsRows.COLUMNS), from which
-- CanonicalRowsDigest builds the RowDigest (SQLite has no MD5 function): whole numbers as integers, text as stored,
-- NULL for null. REAL columns hold the float widened exactly to a double, so x * 100 is Java's (double) f * 100,
-- rounded half to even from its floor (_f) and fraction (_r) as in trip-canonical.sql, as are the timestamps; the
-- flag without trailing blanks (SQL's CHAR semantics: the study's blank flag ' ' is '').
WITH scaled AS (
    SELECT
           tripId AS trip_id, vendorId AS vendor_id, pickupDateTime AS pickup, dropoffDateTime AS dropoff,
           passengerCount AS passenger_count, distance * 100 AS distance_v, rateCodeId AS rate_code_id,
           storeAndFwdFlag AS flag, pickupLocationId AS pickup_location_id, dropoffLocationId AS dropoff_location_id,
           paymentType AS payment_type, fareAmount * 100 AS fare_amount_v, extraAmount * 100 AS extra_amount_v,
           mtaTax * 100 AS mta_tax_v, tipAmount * 100 AS tip_amount_v, tollAmount * 100 AS toll_amount_v,
           improvementSurcharge * 100 AS improvement_surcharge_v, totalAmount * 100 AS total_amount_v,
           congestionSurcharge * 100 AS congestion_surcharge_v
    FROM trip_details
), split AS (
    SELECT
           trip_id, vendor_id, pickup, dropoff, passenger_count, CAST(FLOOR(distance_v) AS INTEGER) AS distance_f,
           distance_v - FLOOR(distance_v) AS distance_r, rate_code_id, flag, pickup_location_id, dropoff_location_id,
           payment_type, CAST(FLOOR(fare_amount_v) AS INTEGER) AS fare_amount_f,
           fare_amount_v - FLOOR(fare_amount_v) AS fare_amount_r,
           CAST(FLOOR(extra_amount_v) AS INTEGER) AS extra_amount_f,
           extra_amount_v - FLOOR(extra_amount_v) AS extra_amount_r, CAST(FLOOR(mta_tax_v) AS INTEGER) AS mta_tax_f,
           mta_tax_v - FLOOR(mta_tax_v) AS mta_tax_r, CAST(FLOOR(tip_amount_v) AS INTEGER) AS tip_amount_f,
           tip_amount_v - FLOOR(tip_amount_v) AS tip_amount_r, CAST(FLOOR(toll_amount_v) AS INTEGER) AS toll_amount_f,
           toll_amount_v - FLOOR(toll_amount_v) AS toll_amount_r,
           CAST(FLOOR(improvement_surcharge_v) AS INTEGER) AS improvement_surcharge_f,
           improvement_surcharge_v - FLOOR(improvement_surcharge_v) AS improvement_surcharge_r,
           CAST(FLOOR(total_amount_v) AS INTEGER) AS total_amount_f,
           total_amount_v - FLOOR(total_amount_v) AS total_amount_r,
           CAST(FLOOR(congestion_surcharge_v) AS INTEGER) AS congestion_surcharge_f,
           congestion_surcharge_v - FLOOR(congestion_surcharge_v) AS congestion_surcharge_r
    FROM scaled
)
SELECT
       trip_id,
       vendor_id,
       unixepoch(pickup) AS pickup,
       unixepoch(dropoff) AS dropoff,
       CAST(passenger_count AS INTEGER) AS passenger_count,
       distance_f + (distance_r > 0.5 OR (distance_r = 0.5 AND distance_f % 2 <> 0))
           AS distance,
       CAST(rate_code_id AS INTEGER) AS rate_code_id,
       rtrim(flag, ' ') AS flag,
       pickup_location_id,
       dropoff_location_id,
       CAST(payment_type AS INTEGER) AS payment_type,
       fare_amount_f + (fare_amount_r > 0.5 OR (fare_amount_r = 0.5 AND fare_amount_f % 2 <> 0))
           AS fare_amount,
       extra_amount_f + (extra_amount_r > 0.5 OR (extra_amount_r = 0.5 AND extra_amount_f % 2 <> 0))
           AS extra_amount,
       mta_tax_f + (mta_tax_r > 0.5 OR (mta_tax_r = 0.5 AND mta_tax_f % 2 <> 0))
           AS mta_tax,
       tip_amount_f + (tip_amount_r > 0.5 OR (tip_amount_r = 0.5 AND tip_amount_f % 2 <> 0))
           AS tip_amount,
       toll_amount_f + (toll_amount_r > 0.5 OR (toll_amount_r = 0.5 AND toll_amount_f % 2 <> 0))
           AS toll_amount,
       improvement_surcharge_f + (improvement_surcharge_r > 0.5 OR (improvement_surcharge_r = 0.5 AND improvement_surcharge_f % 2 <> 0))
           AS improvement_surcharge,
       total_amount_f + (total_amount_r > 0.5 OR (total_amount_r = 0.5 AND total_amount_f % 2 <> 0))
           AS total_amount,
       congestion_surcharge_f + (congestion_surcharge_r > 0.5 OR (congestion_surcharge_r = 0.5 AND congestion_surcharge_f % 2 <> 0))
           AS congestion_surcharge
FROM split
