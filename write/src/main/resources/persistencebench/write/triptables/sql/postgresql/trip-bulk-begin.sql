-- First statement of a bulk load's one transaction (timed). Truncating in the transaction that then loads is what
-- lets COPY ... (FREEZE) write frozen rows and, with wal_level = minimal, lets COPY and INSERT alike skip the WAL for
-- the table (it is fsynced at commit instead, so the load stays durable).
TRUNCATE trip
