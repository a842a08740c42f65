-- The 20 components of persistencebench.model.trip.TripChecksum, computed by PostgreSQL over what is
-- stored, in TripChecksum.componentNames() order. round(double precision) rounds half to even, as
-- Java's Math.rint does; extract(epoch ...) of a timestamp counts seconds as if it were UTC.
SELECT count(*),
       coalesce(sum(extract(epoch FROM pickup)::bigint), 0),
       coalesce(sum(extract(epoch FROM dropoff)::bigint), 0),
       coalesce(sum(coalesce(vendor_id, 0)), 0),
       coalesce(sum(coalesce(passenger_count, 0)), 0),
       coalesce(sum(coalesce(ratecode_id, 0)), 0),
       coalesce(sum(CASE WHEN store_and_fwd_flag IS NULL THEN 0
                         WHEN store_and_fwd_flag = 'N' THEN 1
                         WHEN store_and_fwd_flag = 'Y' THEN 2
                         ELSE 3 END), 0),
       coalesce(sum(pu_location_id), 0),
       coalesce(sum(do_location_id), 0),
       coalesce(sum(coalesce(payment_type, 0)), 0),
       coalesce(sum(round(trip_distance * 100)::bigint), 0),
       coalesce(sum(round(fare_amount * 100)::bigint), 0),
       coalesce(sum(round(extra * 100)::bigint), 0),
       coalesce(sum(round(mta_tax * 100)::bigint), 0),
       coalesce(sum(round(tip_amount * 100)::bigint), 0),
       coalesce(sum(round(tolls_amount * 100)::bigint), 0),
       coalesce(sum(round(improvement_surcharge * 100)::bigint), 0),
       coalesce(sum(round(total_amount * 100)::bigint), 0),
       coalesce(sum(coalesce(round(congestion_surcharge * 100)::bigint, 0)), 0),
       coalesce(sum((vendor_id IS NULL)::int + (passenger_count IS NULL)::int + (ratecode_id IS NULL)::int
                    + (store_and_fwd_flag IS NULL)::int + (payment_type IS NULL)::int
                    + (congestion_surcharge IS NULL)::int), 0)
FROM trip
