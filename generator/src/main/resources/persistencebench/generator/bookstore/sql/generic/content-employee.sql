-- Read-back of employee for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, name, shop_id FROM employee ORDER BY id
