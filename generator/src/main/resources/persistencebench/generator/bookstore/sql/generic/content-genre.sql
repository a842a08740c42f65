-- Read-back of genre for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, name FROM genre ORDER BY id
