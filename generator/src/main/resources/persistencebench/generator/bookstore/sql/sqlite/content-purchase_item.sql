-- Read-back of purchase_item for the content digest: the id first, then the columns in BookstoreDigester's order; the
-- price with its two decimals as in content-book.sql.
SELECT id, purchase_id, book_id, amount, printf('%.2f', price) FROM purchase_item ORDER BY id
