-- Read-back of book for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, title, isbn, author_id, publisher_id, genre_id, language_id, purchase_price, retail_price FROM book ORDER BY id
