-- The trip table of the tuned and step variants (JDBC COPY and rewritten batches, Hibernate stateless): id is the
-- 1-based position of the trip in the CSV, assigned by the loader; the 18 TLC columns follow in file order,
-- nullable exactly where real TLC files have blanks, each at the precision the reader parsed.
DROP TABLE IF EXISTS trip
;
CREATE TABLE trip (
    id                    bigint           PRIMARY KEY,
    vendor_id             integer,
    pickup                timestamp        NOT NULL,
    dropoff               timestamp        NOT NULL,
    passenger_count       integer,
    trip_distance         double precision NOT NULL,
    ratecode_id           integer,
    store_and_fwd_flag    varchar(1),
    pu_location_id        integer          NOT NULL,
    do_location_id        integer          NOT NULL,
    payment_type          integer,
    fare_amount           double precision NOT NULL,
    extra                 double precision NOT NULL,
    mta_tax               double precision NOT NULL,
    tip_amount            double precision NOT NULL,
    tolls_amount          double precision NOT NULL,
    improvement_surcharge double precision NOT NULL,
    total_amount          double precision NOT NULL,
    congestion_surcharge  double precision
)
