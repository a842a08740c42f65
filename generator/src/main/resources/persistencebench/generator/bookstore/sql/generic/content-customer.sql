-- Read-back of customer for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, first_name, last_name, address_id FROM customer ORDER BY id
