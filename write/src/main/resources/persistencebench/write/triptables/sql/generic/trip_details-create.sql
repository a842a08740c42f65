-- The original study's table (code/write/database_sql.txt) for the paper variants of JDBC and Hibernate, in
-- standard SQL type names; dialects with the study's own names override this file. Identifiers are unquoted, as
-- the study's: a server that folds case (PostgreSQL: to lower case) folds them. The primary key is a random type-4
-- UUID text, so inserts land at random places of its B-tree, as in the study.
DROP TABLE IF EXISTS trip_details
;
CREATE TABLE trip_details (
    tripId               varchar(255) NOT NULL,
    congestionSurcharge  real         NOT NULL,
    distance             real         NOT NULL,
    dropoffDateTime      timestamp,
    dropoffLocationId    varchar(255),
    extraAmount          real         NOT NULL,
    fareAmount           real         NOT NULL,
    improvementSurcharge real         NOT NULL,
    mtaTax               real         NOT NULL,
    passengerCount       smallint     NOT NULL,
    paymentType          smallint     NOT NULL,
    pickupDateTime       timestamp,
    pickupLocationId     varchar(255),
    rateCodeId           smallint     NOT NULL,
    storeAndFwdFlag      char(1)      NOT NULL,
    tipAmount            real         NOT NULL,
    tollAmount           real         NOT NULL,
    totalAmount          real         NOT NULL,
    vendorId             varchar(255),
    PRIMARY KEY (tripId)
)
