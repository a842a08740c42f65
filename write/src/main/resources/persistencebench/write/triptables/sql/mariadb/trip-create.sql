-- The trip table of the tuned variants (JDBC LOAD DATA, Hibernate stateless): id is the 1-based position of the trip
-- in the CSV, assigned by the loader; the 18 TLC columns follow in file order, nullable exactly where real TLC files
-- have blanks, each at the precision the reader parsed (DOUBLE amounts; DATETIME local date-times, which unlike
-- TIMESTAMP see no time-zone conversion). Created WITH its primary key, unlike PostgreSQL's: InnoDB stores the rows
-- in the primary key's B-tree, so a key added after the load rebuilds the whole table (and ALTER TABLE commits on
-- its own), while rows arriving in key order are appended at the B-tree's right edge. Measured with the tuned
-- profile (JDBC LOAD DATA, 1M generated trips): key first 5.1-5.4 s; key added after 8.1-10.6 s.
DROP TABLE IF EXISTS trip
;
CREATE TABLE trip (
    id                    BIGINT     NOT NULL,
    vendor_id             INT,
    pickup                DATETIME   NOT NULL,
    dropoff               DATETIME   NOT NULL,
    passenger_count       INT,
    trip_distance         DOUBLE     NOT NULL,
    ratecode_id           INT,
    store_and_fwd_flag    VARCHAR(1),
    pu_location_id        INT        NOT NULL,
    do_location_id        INT        NOT NULL,
    payment_type          INT,
    fare_amount           DOUBLE     NOT NULL,
    extra                 DOUBLE     NOT NULL,
    mta_tax               DOUBLE     NOT NULL,
    tip_amount            DOUBLE     NOT NULL,
    tolls_amount          DOUBLE     NOT NULL,
    improvement_surcharge DOUBLE     NOT NULL,
    total_amount          DOUBLE     NOT NULL,
    congestion_surcharge  DOUBLE,
    PRIMARY KEY (id)
) ENGINE = InnoDB
