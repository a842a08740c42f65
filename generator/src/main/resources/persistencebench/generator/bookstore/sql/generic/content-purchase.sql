-- Read-back of purchase for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, shop_id, employee_id, customer_id, time_stamp FROM purchase ORDER BY id
