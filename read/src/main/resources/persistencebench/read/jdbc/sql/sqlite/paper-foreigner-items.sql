-- The study's second statement: the items of the purchases found, with their books, the ids bound as one parameter:
-- SQLite has no arrays, so a JSON array text, read back by json_each.
-- Deliberate difference: the book's author is joined too (the answer needs its name).
SELECT pi.id, pi.purchase_id, pi.book_id, pi.amount, pi.price,
       b.id, b.title, b.isbn, b.author_id, b.publisher_id, b.genre_id, b.language_id, b.purchase_price, b.retail_price,
       au.id, au.name, au.address_id
  FROM purchase_item pi, book b, author au
 WHERE pi.book_id = b.id AND b.author_id = au.id AND pi.purchase_id IN (SELECT value FROM json_each(?))
