-- Server settings that decide how statements are planned, as found: custom or generic plans for prepared statements
-- (plan_cache_mode), and JIT compilation of expensive plans (jit). Then, for every statement prepared on the server on
-- this connection (pgJDBC's, from a statement's fifth execution on it), how many of its executions so far ran on a
-- plan made for their parameters and how many on the generic plan: which kind the measured operations ran.
SELECT name, setting FROM pg_settings WHERE name IN ('plan_cache_mode', 'jit')
UNION ALL
SELECT 'prepared ' || name || ': ' || left(btrim(regexp_replace(regexp_replace(statement, '--[^\n]*', '', 'g'), '\s+', ' ', 'g')), 120),
       custom_plans || ' custom, ' || generic_plans || ' generic'
FROM pg_prepared_statements WHERE NOT from_sql
ORDER BY 1
