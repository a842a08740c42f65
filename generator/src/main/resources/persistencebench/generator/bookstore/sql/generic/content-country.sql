-- Read-back of country for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, name, code FROM country ORDER BY id
