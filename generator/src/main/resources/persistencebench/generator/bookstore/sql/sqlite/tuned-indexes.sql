-- The tuned index set: the unique keys the data has, an index on every foreign key a join follows, and the composite
-- (shop_id, time_stamp) for a shop's purchases in a time range. The tuned variants read the database that has these.
-- As generic/tuned-indexes.sql, with the unique keys as unique indexes: SQLite cannot add a constraint to a table.

CREATE UNIQUE INDEX uq_book_isbn                ON book (isbn)
;
CREATE UNIQUE INDEX uq_inventory_item_shop_book ON inventory_item (shop_id, book_id)
;

-- Address chains (customers paged: customer -> address -> city -> state -> country) and shops of a country.
CREATE INDEX state_country_idx           ON state (country_id)
;
CREATE INDEX city_state_idx              ON city (state_id)
;
CREATE INDEX address_city_idx            ON address (city_id)
;
CREATE INDEX customer_address_idx        ON customer (address_id)
;
CREATE INDEX shop_address_idx            ON shop (address_id)
;
CREATE INDEX employee_shop_idx           ON employee (shop_id)
;

-- Purchases of foreigners: purchases of a shop or of a time range, their items and books.
CREATE INDEX purchase_shop_idx           ON purchase (shop_id)
;
CREATE INDEX purchase_customer_idx       ON purchase (customer_id)
;
CREATE INDEX purchase_employee_idx       ON purchase (employee_id)
;
CREATE INDEX purchase_time_stamp_idx     ON purchase (time_stamp)
;
CREATE INDEX purchase_shop_time_idx      ON purchase (shop_id, time_stamp)
;
CREATE INDEX purchase_item_purchase_idx  ON purchase_item (purchase_id)
;
CREATE INDEX purchase_item_book_idx      ON purchase_item (book_id)
;
