-- Server settings that decide how statements are planned, as found: custom or generic plans for prepared statements
-- (plan_cache_mode), and JIT compilation of expensive plans (jit).
SELECT name, setting FROM pg_settings WHERE name IN ('plan_cache_mode', 'jit') ORDER BY name
