-- Read-back of book for the content digest: the id first, then the columns in BookstoreDigester's order. A numeric(10,2)
-- column has NUMERIC affinity in SQLite, which keeps 12.30 as the REAL 12.3 (12.00 as the INTEGER 12): printf gives the
-- two decimals back, as the text the digest takes for money.
SELECT id, title, isbn, author_id, publisher_id, genre_id, language_id, printf('%.2f', purchase_price), printf('%.2f', retail_price)
FROM book ORDER BY id
