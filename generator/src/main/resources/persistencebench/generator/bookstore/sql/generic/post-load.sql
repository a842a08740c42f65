-- Foreign keys, unique keys and indexes, added after the data is loaded (cheaper to build once than to maintain row by row).

ALTER TABLE state          ADD FOREIGN KEY (country_id)   REFERENCES country (id)
;
ALTER TABLE city           ADD FOREIGN KEY (state_id)     REFERENCES state (id)
;
ALTER TABLE address        ADD FOREIGN KEY (city_id)      REFERENCES city (id)
;
ALTER TABLE publisher      ADD FOREIGN KEY (address_id)   REFERENCES address (id)
;
ALTER TABLE author         ADD FOREIGN KEY (address_id)   REFERENCES address (id)
;
ALTER TABLE book           ADD FOREIGN KEY (author_id)    REFERENCES author (id)
;
ALTER TABLE book           ADD FOREIGN KEY (publisher_id) REFERENCES publisher (id)
;
ALTER TABLE book           ADD FOREIGN KEY (genre_id)     REFERENCES genre (id)
;
ALTER TABLE book           ADD FOREIGN KEY (language_id)  REFERENCES language (id)
;
ALTER TABLE customer       ADD FOREIGN KEY (address_id)   REFERENCES address (id)
;
ALTER TABLE shop           ADD FOREIGN KEY (address_id)   REFERENCES address (id)
;
ALTER TABLE employee       ADD FOREIGN KEY (shop_id)      REFERENCES shop (id)
;
ALTER TABLE inventory_item ADD FOREIGN KEY (shop_id)      REFERENCES shop (id)
;
ALTER TABLE inventory_item ADD FOREIGN KEY (book_id)      REFERENCES book (id)
;
ALTER TABLE purchase       ADD FOREIGN KEY (shop_id)      REFERENCES shop (id)
;
ALTER TABLE purchase       ADD FOREIGN KEY (employee_id)  REFERENCES employee (id)
;
ALTER TABLE purchase       ADD FOREIGN KEY (customer_id)  REFERENCES customer (id)
;
ALTER TABLE purchase_item  ADD FOREIGN KEY (purchase_id)  REFERENCES purchase (id)
;
ALTER TABLE purchase_item  ADD FOREIGN KEY (book_id)      REFERENCES book (id)
;

ALTER TABLE book           ADD UNIQUE (isbn)
;
ALTER TABLE inventory_item ADD UNIQUE (shop_id, book_id)
;

-- Address chains (customers paged: customer -> address -> city -> state -> country) and shops of a country.
CREATE INDEX state_country_idx     ON state (country_id)
;
CREATE INDEX city_state_idx        ON city (state_id)
;
CREATE INDEX address_city_idx      ON address (city_id)
;
CREATE INDEX customer_address_idx  ON customer (address_id)
;
CREATE INDEX shop_address_idx      ON shop (address_id)
;
CREATE INDEX employee_shop_idx     ON employee (shop_id)
;

-- Purchases of foreigners: purchases of a shop in a year, their items and books.
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
