-- For every statement prepared on the server on this connection (pgJDBC's, from a statement's fifth execution on
-- it): how many of its executions so far ran on a plan made for their parameters and how many on the generic plan.
-- Once the server picks the generic plan it keeps it, so the last <generic> executions ran it. PostgreSQL 14 and later
-- (the columns are new there).
SELECT 'prepared ' || name || ': ' || left(btrim(regexp_replace(regexp_replace(statement, '--[^\n]*', '', 'g'), '\s+', ' ', 'g')), 120),
       custom_plans || ' custom, ' || generic_plans || ' generic'
FROM pg_prepared_statements WHERE NOT from_sql
ORDER BY length(name), name
