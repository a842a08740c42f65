-- Read-back of shop for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, name, address_id FROM shop ORDER BY id
