-- The trip table of the tuned variants (JDBC COPY, Hibernate stateless, the JDBC insert step): id is the 1-based
-- position of the trip in the CSV, assigned by the loader; the 18 TLC columns follow in file order, nullable exactly
-- where real TLC files have blanks, each at the precision the reader parsed. Created WITHOUT its primary key: every
-- loader of this table adds the key after the rows inside its timed transaction (trip-bulk-end).
-- autovacuum_enabled = off: a vacuum or analyze that autovacuum starts on a freshly loaded table would run during the
-- next cell and be charged to it; the benchmark never needs the statistics.
DROP TABLE IF EXISTS trip
;
CREATE TABLE trip (
    id                    bigint           NOT NULL,
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
) WITH (autovacuum_enabled = off)
