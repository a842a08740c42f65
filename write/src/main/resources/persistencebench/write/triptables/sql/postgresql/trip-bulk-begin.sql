-- First statement of the bulk load's one transaction (timed). Truncating in the transaction that then copies is what
-- lets COPY ... (FREEZE) write frozen rows and, with wal_level = minimal, skip the WAL for the table (it is fsynced at
-- commit instead, so the load stays durable).
TRUNCATE trip
