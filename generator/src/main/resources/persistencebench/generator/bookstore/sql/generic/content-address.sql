-- Read-back of address for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, street, zip, city_id FROM address ORDER BY id
