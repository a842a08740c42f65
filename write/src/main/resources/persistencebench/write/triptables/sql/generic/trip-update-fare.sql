-- A single operation after the load: one trip's fare set by its primary key, in its own transaction.
UPDATE trip SET fare_amount = ? WHERE id = ?
