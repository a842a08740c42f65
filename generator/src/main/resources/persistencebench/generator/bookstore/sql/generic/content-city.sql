-- Read-back of city for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, name, state_id FROM city ORDER BY id
