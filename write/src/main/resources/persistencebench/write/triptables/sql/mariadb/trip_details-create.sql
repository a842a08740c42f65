-- The original study's table (code/write/database_sql.txt) in MariaDB's types: float4 -> FLOAT (4 bytes), int2 ->
-- SMALLINT, timestamp -> DATETIME (a local date-time, no time-zone conversion, as PostgreSQL's timestamp; MariaDB's
-- TIMESTAMP would convert from the session's time zone to UTC and back), char(1) -> CHAR(1). InnoDB, the default
-- engine, named so a server with another default still stores it there. The primary key is a random type-4 UUID
-- text, so inserts land at random places of the clustered index, as in the study.
DROP TABLE IF EXISTS trip_details
;
CREATE TABLE trip_details (
    tripId               VARCHAR(255) NOT NULL,
    congestionSurcharge  FLOAT        NOT NULL,
    distance             FLOAT        NOT NULL,
    dropoffDateTime      DATETIME,
    dropoffLocationId    VARCHAR(255),
    extraAmount          FLOAT        NOT NULL,
    fareAmount           FLOAT        NOT NULL,
    improvementSurcharge FLOAT        NOT NULL,
    mtaTax               FLOAT        NOT NULL,
    passengerCount       SMALLINT     NOT NULL,
    paymentType          SMALLINT     NOT NULL,
    pickupDateTime       DATETIME,
    pickupLocationId     VARCHAR(255),
    rateCodeId           SMALLINT     NOT NULL,
    storeAndFwdFlag      CHAR(1)      NOT NULL,
    tipAmount            FLOAT        NOT NULL,
    tollAmount           FLOAT        NOT NULL,
    totalAmount          FLOAT        NOT NULL,
    vendorId             VARCHAR(255),
    PRIMARY KEY (tripId)
) ENGINE = InnoDB
