-- The bookstore's tables on SQLite, one per entity type of persistencebench.model.bookstore, as generic/tables.sql with
-- two differences SQLite needs. Every id is INTEGER PRIMARY KEY, SQLite's spelling of a 64-bit key that IS the rowid
-- (the key of the table's own B-tree; "bigint PRIMARY KEY" would add a second index beside it). The foreign keys, with
-- the study's names, are declared here because SQLite cannot add them after the load (see foreign-keys.sql). Other
-- types keep the study's names, which give SQLite's affinities: numeric(10,2) NUMERIC (money comes back as REAL or
-- INTEGER, see content-book.sql), timestamp NUMERIC (the driver writes yyyy-MM-dd HH:mm:ss.SSS text, kept as text).

CREATE TABLE language (
    id   INTEGER PRIMARY KEY,
    name text   NOT NULL,
    code text   NOT NULL
)
;

CREATE TABLE genre (
    id   INTEGER PRIMARY KEY,
    name text   NOT NULL
)
;

CREATE TABLE country (
    id   INTEGER PRIMARY KEY,
    name text   NOT NULL,
    code text   NOT NULL
)
;

CREATE TABLE state (
    id         INTEGER PRIMARY KEY,
    name       text   NOT NULL,
    country_id INTEGER NOT NULL,
    CONSTRAINT fk_state_country FOREIGN KEY (country_id) REFERENCES country (id)
)
;

CREATE TABLE city (
    id       INTEGER PRIMARY KEY,
    name     text   NOT NULL,
    state_id INTEGER NOT NULL,
    CONSTRAINT fk_city_state FOREIGN KEY (state_id) REFERENCES state (id)
)
;

CREATE TABLE address (
    id      INTEGER PRIMARY KEY,
    street  text   NOT NULL,
    zip     text   NOT NULL,
    city_id INTEGER NOT NULL,
    CONSTRAINT fk_address_city FOREIGN KEY (city_id) REFERENCES city (id)
)
;

CREATE TABLE publisher (
    id         INTEGER PRIMARY KEY,
    name       text   NOT NULL,
    address_id INTEGER NOT NULL,
    CONSTRAINT fk_publisher_address FOREIGN KEY (address_id) REFERENCES address (id)
)
;

CREATE TABLE author (
    id         INTEGER PRIMARY KEY,
    name       text   NOT NULL,
    address_id INTEGER NOT NULL,
    CONSTRAINT fk_author_address FOREIGN KEY (address_id) REFERENCES address (id)
)
;

CREATE TABLE book (
    id             INTEGER       PRIMARY KEY,
    title          text          NOT NULL,
    isbn           text          NOT NULL,
    author_id      INTEGER       NOT NULL,
    publisher_id   INTEGER       NOT NULL,
    genre_id       INTEGER       NOT NULL,
    language_id    INTEGER       NOT NULL,
    purchase_price numeric(10,2) NOT NULL,
    retail_price   numeric(10,2) NOT NULL,
    CONSTRAINT fk_book_author    FOREIGN KEY (author_id) REFERENCES author (id),
    CONSTRAINT fk_book_publisher FOREIGN KEY (publisher_id) REFERENCES publisher (id),
    CONSTRAINT fk_book_genre     FOREIGN KEY (genre_id) REFERENCES genre (id),
    CONSTRAINT fk_book_language  FOREIGN KEY (language_id) REFERENCES language (id)
)
;

CREATE TABLE customer (
    id         INTEGER PRIMARY KEY,
    first_name text   NOT NULL,
    last_name  text   NOT NULL,
    address_id INTEGER NOT NULL,
    CONSTRAINT fk_customer_address FOREIGN KEY (address_id) REFERENCES address (id)
)
;

CREATE TABLE shop (
    id         INTEGER PRIMARY KEY,
    name       text   NOT NULL,
    address_id INTEGER NOT NULL,
    CONSTRAINT fk_shop_address FOREIGN KEY (address_id) REFERENCES address (id)
)
;

CREATE TABLE employee (
    id      INTEGER PRIMARY KEY,
    name    text   NOT NULL,
    shop_id INTEGER NOT NULL,
    CONSTRAINT fk_employee_shop FOREIGN KEY (shop_id) REFERENCES shop (id)
)
;

CREATE TABLE inventory_item (
    id      INTEGER PRIMARY KEY,
    shop_id INTEGER NOT NULL,
    book_id INTEGER NOT NULL,
    amount  integer NOT NULL,
    CONSTRAINT fk_inventory_item_shop FOREIGN KEY (shop_id) REFERENCES shop (id),
    CONSTRAINT fk_inventory_item_book FOREIGN KEY (book_id) REFERENCES book (id)
)
;

CREATE TABLE purchase (
    id          INTEGER   PRIMARY KEY,
    shop_id     INTEGER   NOT NULL,
    employee_id INTEGER   NOT NULL,
    customer_id INTEGER   NOT NULL,
    time_stamp  timestamp NOT NULL,
    CONSTRAINT fk_purchase_shop     FOREIGN KEY (shop_id) REFERENCES shop (id),
    CONSTRAINT fk_purchase_employee FOREIGN KEY (employee_id) REFERENCES employee (id),
    CONSTRAINT fk_purchase_customer FOREIGN KEY (customer_id) REFERENCES customer (id)
)
;

CREATE TABLE purchase_item (
    id          INTEGER       PRIMARY KEY,
    purchase_id INTEGER       NOT NULL,
    book_id     INTEGER       NOT NULL,
    amount      integer       NOT NULL,
    price       numeric(10,2) NOT NULL,
    CONSTRAINT fk_purchase_item_purchase FOREIGN KEY (purchase_id) REFERENCES purchase (id),
    CONSTRAINT fk_purchase_item_book     FOREIGN KEY (book_id) REFERENCES book (id)
)
;

-- Written last, in the load's transaction: a database without its rows is incomplete and gets rebuilt.
CREATE TABLE dataset_manifest (
    name  text PRIMARY KEY,
    value text NOT NULL
)
;
