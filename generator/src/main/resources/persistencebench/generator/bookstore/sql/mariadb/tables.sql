-- The bookstore's tables in MariaDB's types, one per entity type of persistencebench.model.bookstore (table name =
-- BookstoreEntityType.key()), InnoDB (the default engine) in the server's utf8mb4. Ids are assigned by the generator,
-- so there is no AUTO_INCREMENT. Text is VARCHAR(255), not TEXT: InnoDB indexes a TEXT column only by a prefix (the
-- unique ISBN, the manifest's key) and keeps long TEXT values off the row; every generated value is far shorter.
-- Money is DECIMAL(10,2); purchase.time_stamp is a DATETIME (a local date-time; MariaDB's TIMESTAMP would convert
-- from the session's time zone and ends in 2038). DDL commits on its own in MariaDB, so unlike PostgreSQL's these
-- tables exist before the rows are in; the manifest rows, written last, still mark a complete database. InnoDB cannot
-- enforce a foreign key without an index on its column and creates one for every key of foreign-keys.sql, so the
-- paper database has these indexes too, which the study's PostgreSQL database lacked.

CREATE TABLE language (
    id   BIGINT PRIMARY KEY,
    name VARCHAR(255) NOT NULL,
    code VARCHAR(255) NOT NULL
)
;

CREATE TABLE genre (
    id   BIGINT PRIMARY KEY,
    name VARCHAR(255) NOT NULL
)
;

CREATE TABLE country (
    id   BIGINT PRIMARY KEY,
    name VARCHAR(255) NOT NULL,
    code VARCHAR(255) NOT NULL
)
;

CREATE TABLE state (
    id         BIGINT PRIMARY KEY,
    name       VARCHAR(255) NOT NULL,
    country_id BIGINT NOT NULL
)
;

CREATE TABLE city (
    id       BIGINT PRIMARY KEY,
    name     VARCHAR(255) NOT NULL,
    state_id BIGINT NOT NULL
)
;

CREATE TABLE address (
    id      BIGINT PRIMARY KEY,
    street  VARCHAR(255) NOT NULL,
    zip     VARCHAR(255) NOT NULL,
    city_id BIGINT NOT NULL
)
;

CREATE TABLE publisher (
    id         BIGINT PRIMARY KEY,
    name       VARCHAR(255) NOT NULL,
    address_id BIGINT NOT NULL
)
;

CREATE TABLE author (
    id         BIGINT PRIMARY KEY,
    name       VARCHAR(255) NOT NULL,
    address_id BIGINT NOT NULL
)
;

CREATE TABLE book (
    id             BIGINT        PRIMARY KEY,
    title          VARCHAR(255)  NOT NULL,
    isbn           VARCHAR(255)  NOT NULL,
    author_id      BIGINT        NOT NULL,
    publisher_id   BIGINT        NOT NULL,
    genre_id       BIGINT        NOT NULL,
    language_id    BIGINT        NOT NULL,
    purchase_price DECIMAL(10,2) NOT NULL,
    retail_price   DECIMAL(10,2) NOT NULL
)
;

CREATE TABLE customer (
    id         BIGINT PRIMARY KEY,
    first_name VARCHAR(255) NOT NULL,
    last_name  VARCHAR(255) NOT NULL,
    address_id BIGINT NOT NULL
)
;

CREATE TABLE shop (
    id         BIGINT PRIMARY KEY,
    name       VARCHAR(255) NOT NULL,
    address_id BIGINT NOT NULL
)
;

CREATE TABLE employee (
    id      BIGINT PRIMARY KEY,
    name    VARCHAR(255) NOT NULL,
    shop_id BIGINT NOT NULL
)
;

CREATE TABLE inventory_item (
    id      BIGINT  PRIMARY KEY,
    shop_id BIGINT  NOT NULL,
    book_id BIGINT  NOT NULL,
    amount  INT     NOT NULL
)
;

CREATE TABLE purchase (
    id          BIGINT    PRIMARY KEY,
    shop_id     BIGINT    NOT NULL,
    employee_id BIGINT    NOT NULL,
    customer_id BIGINT    NOT NULL,
    time_stamp  DATETIME  NOT NULL
)
;

CREATE TABLE purchase_item (
    id          BIGINT        PRIMARY KEY,
    purchase_id BIGINT        NOT NULL,
    book_id     BIGINT        NOT NULL,
    amount      INT           NOT NULL,
    price       DECIMAL(10,2) NOT NULL
)
;

-- Its rows are written last, after the load's commit: a database without them is incomplete and gets rebuilt.
CREATE TABLE dataset_manifest (
    name  VARCHAR(255) PRIMARY KEY,
    value TEXT         NOT NULL
)
;
