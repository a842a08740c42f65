-- All items of the purchases found, with books and authors, in one round trip: MariaDB has no arrays, so the ids
-- arrive as one JSON array text, which JSON_TABLE turns into rows.
SELECT i.purchase_id, i.id, i.amount, i.price, b.id, b.title, au.id, au.name
  FROM purchase_item i
  JOIN book b ON b.id = i.book_id
  JOIN author au ON au.id = b.author_id
 WHERE i.purchase_id IN (SELECT ids.id FROM JSON_TABLE(?, '$[*]' COLUMNS (id BIGINT PATH '$')) AS ids)
