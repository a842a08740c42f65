-- The study's index set (create_database.sql), with its names: besides the primary keys, only these five. The paper
-- variants read the database that has exactly these, so their plans can use nothing the study's database lacked.

CREATE INDEX idx_purchase_employee_id      ON purchase (employee_id)
;
CREATE INDEX idx_purchase_customer_id      ON purchase (customer_id)
;
CREATE INDEX idx_purchase_shop_id          ON purchase (shop_id)
;
CREATE INDEX idx_purchase_time_stamp       ON purchase (time_stamp)
;
CREATE INDEX idx_purchase_item_purchase_id ON purchase_item (purchase_id)
;
