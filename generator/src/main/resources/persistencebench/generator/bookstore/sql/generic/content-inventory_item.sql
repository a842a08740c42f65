-- Read-back of inventory_item for the content digest: the id first, then the columns in BookstoreDigester's order.
SELECT id, shop_id, book_id, amount FROM inventory_item ORDER BY id
