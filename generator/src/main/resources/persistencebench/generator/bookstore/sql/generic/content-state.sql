-- Read-back of state for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, name, country_id FROM state ORDER BY id
