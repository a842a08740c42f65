-- Read-back of language for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, name, code FROM language ORDER BY id
