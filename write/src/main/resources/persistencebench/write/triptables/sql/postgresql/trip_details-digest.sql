-- persistencebench.model.taxi.RowDigest of the study's trip_details table, computed by PostgreSQL over what is
-- stored, in the order of RowDigest.componentNames() with TripDetailsRows.COLUMNS: rows, the sums of two 32-bit
-- slices of each row's MD5 hash of its canonical text (TripDetailsRows), the count of nulls, then per column the sum
-- of its number (text: its length). float4 values are widened exactly to float8 before round(x * 100), as Java's
-- Math.rint((double) f * 100); char(1) reads as text without trailing blanks, so the study's blank flag ' ' is ''.
WITH canonical AS (
    SELECT tripId::text                                       AS trip_id,
           vendorId::text                                     AS vendor_id,
           floor(extract(epoch FROM pickupDateTime))::bigint  AS pickup,
           floor(extract(epoch FROM dropoffDateTime))::bigint AS dropoff,
           passengerCount::bigint                             AS passenger_count,
           round(distance::float8 * 100)::bigint              AS distance,
           rateCodeId::bigint                                 AS rate_code_id,
           storeAndFwdFlag::text                              AS flag,
           pickupLocationId::text                             AS pickup_location_id,
           dropoffLocationId::text                            AS dropoff_location_id,
           paymentType::bigint                                AS payment_type,
           round(fareAmount::float8 * 100)::bigint            AS fare_amount,
           round(extraAmount::float8 * 100)::bigint           AS extra_amount,
           round(mtaTax::float8 * 100)::bigint                AS mta_tax,
           round(tipAmount::float8 * 100)::bigint             AS tip_amount,
           round(tollAmount::float8 * 100)::bigint            AS toll_amount,
           round(improvementSurcharge::float8 * 100)::bigint  AS improvement_surcharge,
           round(totalAmount::float8 * 100)::bigint           AS total_amount,
           round(congestionSurcharge::float8 * 100)::bigint   AS congestion_surcharge
    FROM trip_details
), hashed AS (
    SELECT canonical.*,
           md5(concat_ws('|', coalesce(trip_id, E'\\N'), coalesce(vendor_id, E'\\N'), coalesce(pickup::text, E'\\N'),
                         coalesce(dropoff::text, E'\\N'), coalesce(passenger_count::text, E'\\N'), coalesce(distance::text, E'\\N'),
                         coalesce(rate_code_id::text, E'\\N'), coalesce(flag, E'\\N'), coalesce(pickup_location_id, E'\\N'),
                         coalesce(dropoff_location_id, E'\\N'), coalesce(payment_type::text, E'\\N'),
                         coalesce(fare_amount::text, E'\\N'), coalesce(extra_amount::text, E'\\N'), coalesce(mta_tax::text, E'\\N'),
                         coalesce(tip_amount::text, E'\\N'), coalesce(toll_amount::text, E'\\N'),
                         coalesce(improvement_surcharge::text, E'\\N'), coalesce(total_amount::text, E'\\N'),
                         coalesce(congestion_surcharge::text, E'\\N'))) AS h,
           (trip_id IS NULL)::int + (vendor_id IS NULL)::int + (pickup IS NULL)::int + (dropoff IS NULL)::int
               + (passenger_count IS NULL)::int + (distance IS NULL)::int + (rate_code_id IS NULL)::int + (flag IS NULL)::int
               + (pickup_location_id IS NULL)::int + (dropoff_location_id IS NULL)::int + (payment_type IS NULL)::int
               + (fare_amount IS NULL)::int + (extra_amount IS NULL)::int + (mta_tax IS NULL)::int + (tip_amount IS NULL)::int
               + (toll_amount IS NULL)::int + (improvement_surcharge IS NULL)::int + (total_amount IS NULL)::int
               + (congestion_surcharge IS NULL)::int AS nulls
    FROM canonical
)
SELECT count(*),
       coalesce(sum(('x' || substr(h, 1, 8))::bit(32)::bigint), 0),
       coalesce(sum(('x' || substr(h, 9, 8))::bit(32)::bigint), 0),
       coalesce(sum(nulls), 0),
       coalesce(sum(length(trip_id)), 0), coalesce(sum(length(vendor_id)), 0), coalesce(sum(pickup), 0), coalesce(sum(dropoff), 0),
       coalesce(sum(passenger_count), 0), coalesce(sum(distance), 0), coalesce(sum(rate_code_id), 0), coalesce(sum(length(flag)), 0),
       coalesce(sum(length(pickup_location_id)), 0), coalesce(sum(length(dropoff_location_id)), 0), coalesce(sum(payment_type), 0),
       coalesce(sum(fare_amount), 0), coalesce(sum(extra_amount), 0), coalesce(sum(mta_tax), 0), coalesce(sum(tip_amount), 0),
       coalesce(sum(toll_amount), 0), coalesce(sum(improvement_surcharge), 0), coalesce(sum(total_amount), 0),
       coalesce(sum(congestion_surcharge), 0)
FROM hashed
