-- Bulk load of one table in PostgreSQL's text format; {table} and {columns} are filled in by the loader.
-- FREEZE is allowed because the loader creates the tables in the same transaction (saves later hint-bit writes and vacuum).
COPY {table} ({columns}) FROM STDIN WITH (FREEZE)
