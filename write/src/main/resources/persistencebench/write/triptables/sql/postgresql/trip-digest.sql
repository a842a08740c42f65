-- persistencebench.model.taxi.RowDigest of the trip table, computed by PostgreSQL over what is stored, in the
-- order of RowDigest.componentNames() with TripRows.COLUMNS: rows, the sums of two 32-bit slices of each row's
-- MD5 hash of its canonical text (TripRows), the count of nulls, then per column the sum of its number (text: its
-- length); the id first, as TripRows puts it. round(double precision) rounds half to even like Java's Math.rint; extract(epoch ...) of a timestamp
-- counts seconds as if it were UTC, floor() drops fractions as LocalDateTime.toEpochSecond does.
WITH canonical AS (
    SELECT id::bigint                                   AS id,
           vendor_id::bigint                            AS vendor_id,
           floor(extract(epoch FROM pickup))::bigint    AS pickup,
           floor(extract(epoch FROM dropoff))::bigint   AS dropoff,
           passenger_count::bigint                      AS passenger_count,
           round(trip_distance * 100)::bigint           AS trip_distance,
           ratecode_id::bigint                          AS ratecode_id,
           store_and_fwd_flag::text                     AS store_and_fwd_flag,
           pu_location_id::bigint                       AS pu_location_id,
           do_location_id::bigint                       AS do_location_id,
           payment_type::bigint                         AS payment_type,
           round(fare_amount * 100)::bigint             AS fare_amount,
           round(extra * 100)::bigint                   AS extra,
           round(mta_tax * 100)::bigint                 AS mta_tax,
           round(tip_amount * 100)::bigint              AS tip_amount,
           round(tolls_amount * 100)::bigint            AS tolls_amount,
           round(improvement_surcharge * 100)::bigint   AS improvement_surcharge,
           round(total_amount * 100)::bigint            AS total_amount,
           round(congestion_surcharge * 100)::bigint    AS congestion_surcharge
    FROM trip
), hashed AS (
    SELECT canonical.*,
           md5(concat_ws('|', coalesce(id::text, E'\\N'), coalesce(vendor_id::text, E'\\N'), coalesce(pickup::text, E'\\N'),
                         coalesce(dropoff::text, E'\\N'),
                         coalesce(passenger_count::text, E'\\N'), coalesce(trip_distance::text, E'\\N'),
                         coalesce(ratecode_id::text, E'\\N'), coalesce(store_and_fwd_flag, E'\\N'),
                         coalesce(pu_location_id::text, E'\\N'), coalesce(do_location_id::text, E'\\N'),
                         coalesce(payment_type::text, E'\\N'), coalesce(fare_amount::text, E'\\N'), coalesce(extra::text, E'\\N'),
                         coalesce(mta_tax::text, E'\\N'), coalesce(tip_amount::text, E'\\N'), coalesce(tolls_amount::text, E'\\N'),
                         coalesce(improvement_surcharge::text, E'\\N'), coalesce(total_amount::text, E'\\N'),
                         coalesce(congestion_surcharge::text, E'\\N'))) AS h,
           (id IS NULL)::int + (vendor_id IS NULL)::int + (pickup IS NULL)::int + (dropoff IS NULL)::int + (passenger_count IS NULL)::int
               + (trip_distance IS NULL)::int + (ratecode_id IS NULL)::int + (store_and_fwd_flag IS NULL)::int
               + (pu_location_id IS NULL)::int + (do_location_id IS NULL)::int + (payment_type IS NULL)::int
               + (fare_amount IS NULL)::int + (extra IS NULL)::int + (mta_tax IS NULL)::int + (tip_amount IS NULL)::int
               + (tolls_amount IS NULL)::int + (improvement_surcharge IS NULL)::int + (total_amount IS NULL)::int
               + (congestion_surcharge IS NULL)::int AS nulls
    FROM canonical
)
SELECT count(*),
       coalesce(sum(('x' || substr(h, 1, 8))::bit(32)::bigint), 0),
       coalesce(sum(('x' || substr(h, 9, 8))::bit(32)::bigint), 0),
       coalesce(sum(nulls), 0),
       coalesce(sum(id), 0), coalesce(sum(vendor_id), 0), coalesce(sum(pickup), 0), coalesce(sum(dropoff), 0), coalesce(sum(passenger_count), 0),
       coalesce(sum(trip_distance), 0), coalesce(sum(ratecode_id), 0), coalesce(sum(length(store_and_fwd_flag)), 0),
       coalesce(sum(pu_location_id), 0), coalesce(sum(do_location_id), 0), coalesce(sum(payment_type), 0),
       coalesce(sum(fare_amount), 0), coalesce(sum(extra), 0), coalesce(sum(mta_tax), 0), coalesce(sum(tip_amount), 0),
       coalesce(sum(tolls_amount), 0), coalesce(sum(improvement_surcharge), 0), coalesce(sum(total_amount), 0),
       coalesce(sum(congestion_surcharge), 0)
FROM hashed
