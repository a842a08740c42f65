-- The trip table of the tuned variants on SQLite: id is the 1-based position of the trip in the CSV, assigned by the
-- loader, declared INTEGER PRIMARY KEY so it IS the rowid (the key of the table's own B-tree: rows inserted in id
-- order append to it, and there is no second index); the 18 TLC columns follow in file order, nullable exactly where
-- real TLC files have blanks. SQLite stores a value by its own type whatever the column says; the declared types give
-- the columns INTEGER, REAL, TEXT and (for TIMESTAMP) NUMERIC affinity; timestamps arrive as ISO-8601 text (see
-- trip-canonical.sql).
DROP TABLE IF EXISTS trip
;
CREATE TABLE trip (
    id                    INTEGER   PRIMARY KEY,
    vendor_id             INTEGER,
    pickup                TIMESTAMP NOT NULL,
    dropoff               TIMESTAMP NOT NULL,
    passenger_count       INTEGER,
    trip_distance         REAL      NOT NULL,
    ratecode_id           INTEGER,
    store_and_fwd_flag    TEXT,
    pu_location_id        INTEGER   NOT NULL,
    do_location_id        INTEGER   NOT NULL,
    payment_type          INTEGER,
    fare_amount           REAL      NOT NULL,
    extra                 REAL      NOT NULL,
    mta_tax               REAL      NOT NULL,
    tip_amount            REAL      NOT NULL,
    tolls_amount          REAL      NOT NULL,
    improvement_surcharge REAL      NOT NULL,
    total_amount          REAL      NOT NULL,
    congestion_surcharge  REAL
)
