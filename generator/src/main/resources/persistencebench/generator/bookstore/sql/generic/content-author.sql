-- Read-back of author for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, name, address_id FROM author ORDER BY id
