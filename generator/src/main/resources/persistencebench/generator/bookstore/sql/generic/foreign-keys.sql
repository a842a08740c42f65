-- Foreign keys of both databases, named as the study named them (fk_<table>_<referenced>), added after the data is
-- loaded (cheaper to check once than row by row). PostgreSQL does not index foreign keys by itself.

ALTER TABLE state          ADD CONSTRAINT fk_state_country          FOREIGN KEY (country_id)   REFERENCES country (id)
;
ALTER TABLE city           ADD CONSTRAINT fk_city_state             FOREIGN KEY (state_id)     REFERENCES state (id)
;
ALTER TABLE address        ADD CONSTRAINT fk_address_city           FOREIGN KEY (city_id)      REFERENCES city (id)
;
ALTER TABLE publisher      ADD CONSTRAINT fk_publisher_address      FOREIGN KEY (address_id)   REFERENCES address (id)
;
ALTER TABLE author         ADD CONSTRAINT fk_author_address         FOREIGN KEY (address_id)   REFERENCES address (id)
;
ALTER TABLE book           ADD CONSTRAINT fk_book_author            FOREIGN KEY (author_id)    REFERENCES author (id)
;
ALTER TABLE book           ADD CONSTRAINT fk_book_publisher         FOREIGN KEY (publisher_id) REFERENCES publisher (id)
;
ALTER TABLE book           ADD CONSTRAINT fk_book_genre             FOREIGN KEY (genre_id)     REFERENCES genre (id)
;
ALTER TABLE book           ADD CONSTRAINT fk_book_language          FOREIGN KEY (language_id)  REFERENCES language (id)
;
ALTER TABLE customer       ADD CONSTRAINT fk_customer_address       FOREIGN KEY (address_id)   REFERENCES address (id)
;
ALTER TABLE shop           ADD CONSTRAINT fk_shop_address           FOREIGN KEY (address_id)   REFERENCES address (id)
;
ALTER TABLE employee       ADD CONSTRAINT fk_employee_shop          FOREIGN KEY (shop_id)      REFERENCES shop (id)
;
ALTER TABLE inventory_item ADD CONSTRAINT fk_inventory_item_shop    FOREIGN KEY (shop_id)      REFERENCES shop (id)
;
ALTER TABLE inventory_item ADD CONSTRAINT fk_inventory_item_book    FOREIGN KEY (book_id)      REFERENCES book (id)
;
ALTER TABLE purchase       ADD CONSTRAINT fk_purchase_shop          FOREIGN KEY (shop_id)      REFERENCES shop (id)
;
ALTER TABLE purchase       ADD CONSTRAINT fk_purchase_employee      FOREIGN KEY (employee_id)  REFERENCES employee (id)
;
ALTER TABLE purchase       ADD CONSTRAINT fk_purchase_customer      FOREIGN KEY (customer_id)  REFERENCES customer (id)
;
ALTER TABLE purchase_item  ADD CONSTRAINT fk_purchase_item_purchase FOREIGN KEY (purchase_id)  REFERENCES purchase (id)
;
ALTER TABLE purchase_item  ADD CONSTRAINT fk_purchase_item_book     FOREIGN KEY (book_id)      REFERENCES book (id)
;
