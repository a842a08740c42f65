-- A single operation after the load: one trip deleted by its primary key, in its own transaction.
DELETE FROM trip WHERE id = ?
