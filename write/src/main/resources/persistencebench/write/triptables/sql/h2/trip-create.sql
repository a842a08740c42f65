-- The trip table of the tuned variants on H2: id is the 1-based position of the trip in the CSV, assigned by the
-- loader; the 18 TLC columns follow in file order, nullable exactly where real TLC files have blanks, each at the
-- precision the reader parsed. Created WITH its primary key: declared on an empty table, a single BIGINT key becomes
-- the table's own row key in H2's MVStore (MVTable.addIndex makes it the primary index's main column), so rows
-- inserted in id order append to one B-tree; a key added after the load would build a separate index instead.
DROP TABLE IF EXISTS trip
;
CREATE TABLE trip (
    id                    BIGINT           NOT NULL PRIMARY KEY,
    vendor_id             INTEGER,
    pickup                TIMESTAMP        NOT NULL,
    dropoff               TIMESTAMP        NOT NULL,
    passenger_count       INTEGER,
    trip_distance         DOUBLE PRECISION NOT NULL,
    ratecode_id           INTEGER,
    store_and_fwd_flag    VARCHAR(1),
    pu_location_id        INTEGER          NOT NULL,
    do_location_id        INTEGER          NOT NULL,
    payment_type          INTEGER,
    fare_amount           DOUBLE PRECISION NOT NULL,
    extra                 DOUBLE PRECISION NOT NULL,
    mta_tax               DOUBLE PRECISION NOT NULL,
    tip_amount            DOUBLE PRECISION NOT NULL,
    tolls_amount          DOUBLE PRECISION NOT NULL,
    improvement_surcharge DOUBLE PRECISION NOT NULL,
    total_amount          DOUBLE PRECISION NOT NULL,
    congestion_surcharge  DOUBLE PRECISION
)
