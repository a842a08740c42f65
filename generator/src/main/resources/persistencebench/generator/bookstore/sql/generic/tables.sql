-- The bookstore's tables, one per entity type of persistencebench.model.bookstore (table name = BookstoreEntityType.key()).
-- Ids are assigned by the generator (1..n per table) and identical in every store, so there are no sequences.
-- Money is numeric(10,2); purchase.time_stamp is a timestamp without time zone (minute precision).
-- Created before the data is loaded; keys and indexes follow in post-load.sql, once the rows are in.

CREATE TABLE language (
    id   bigint PRIMARY KEY,
    name text   NOT NULL,
    code text   NOT NULL
)
;

CREATE TABLE genre (
    id   bigint PRIMARY KEY,
    name text   NOT NULL
)
;

CREATE TABLE country (
    id   bigint PRIMARY KEY,
    name text   NOT NULL,
    code text   NOT NULL
)
;

CREATE TABLE state (
    id         bigint PRIMARY KEY,
    name       text   NOT NULL,
    country_id bigint NOT NULL
)
;

CREATE TABLE city (
    id       bigint PRIMARY KEY,
    name     text   NOT NULL,
    state_id bigint NOT NULL
)
;

CREATE TABLE address (
    id      bigint PRIMARY KEY,
    street  text   NOT NULL,
    zip     text   NOT NULL,
    city_id bigint NOT NULL
)
;

CREATE TABLE publisher (
    id         bigint PRIMARY KEY,
    name       text   NOT NULL,
    address_id bigint NOT NULL
)
;

CREATE TABLE author (
    id         bigint PRIMARY KEY,
    name       text   NOT NULL,
    address_id bigint NOT NULL
)
;

CREATE TABLE book (
    id             bigint        PRIMARY KEY,
    title          text          NOT NULL,
    isbn           text          NOT NULL,
    author_id      bigint        NOT NULL,
    publisher_id   bigint        NOT NULL,
    genre_id       bigint        NOT NULL,
    language_id    bigint        NOT NULL,
    purchase_price numeric(10,2) NOT NULL,
    retail_price   numeric(10,2) NOT NULL
)
;

CREATE TABLE customer (
    id         bigint PRIMARY KEY,
    first_name text   NOT NULL,
    last_name  text   NOT NULL,
    address_id bigint NOT NULL
)
;

CREATE TABLE shop (
    id         bigint PRIMARY KEY,
    name       text   NOT NULL,
    address_id bigint NOT NULL
)
;

CREATE TABLE employee (
    id      bigint PRIMARY KEY,
    name    text   NOT NULL,
    shop_id bigint NOT NULL
)
;

CREATE TABLE inventory_item (
    id      bigint  PRIMARY KEY,
    shop_id bigint  NOT NULL,
    book_id bigint  NOT NULL,
    amount  integer NOT NULL
)
;

CREATE TABLE purchase (
    id          bigint    PRIMARY KEY,
    shop_id     bigint    NOT NULL,
    employee_id bigint    NOT NULL,
    customer_id bigint    NOT NULL,
    time_stamp  timestamp NOT NULL
)
;

CREATE TABLE purchase_item (
    id          bigint        PRIMARY KEY,
    purchase_id bigint        NOT NULL,
    book_id     bigint        NOT NULL,
    amount      integer       NOT NULL,
    price       numeric(10,2) NOT NULL
)
;

-- Written last, in the load's transaction: a database without its rows is incomplete and gets rebuilt.
CREATE TABLE dataset_manifest (
    name  text PRIMARY KEY,
    value text NOT NULL
)
;
