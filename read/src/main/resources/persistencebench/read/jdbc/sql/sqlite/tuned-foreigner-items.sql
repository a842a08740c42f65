-- All items of the purchases found, with books and authors, in one round trip (the ids bound as one JSON array text:
-- SQLite has no arrays; json_each reads it).
SELECT i.purchase_id, i.id, i.amount, i.price, b.id, b.title, au.id, au.name
  FROM purchase_item i
  JOIN book b ON b.id = i.book_id
  JOIN author au ON au.id = b.author_id
 WHERE i.purchase_id IN (SELECT value FROM json_each(?))
