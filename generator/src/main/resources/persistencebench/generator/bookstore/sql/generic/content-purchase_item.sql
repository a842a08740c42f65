-- Read-back of purchase_item for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, purchase_id, book_id, amount, price FROM purchase_item ORDER BY id
