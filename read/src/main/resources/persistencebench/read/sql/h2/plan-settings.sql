-- Settings that decide how H2 plans statements, as found: the cached plans per session (QUERY_CACHE_SIZE), the
-- rewrites the optimizer may apply (OPTIMIZE_*), and when it re-collects statistics (ANALYZE_AUTO, ANALYZE_SAMPLE).
SELECT SETTING_NAME, SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS
WHERE SETTING_NAME = 'QUERY_CACHE_SIZE' OR SETTING_NAME LIKE 'OPTIMIZE%' OR SETTING_NAME LIKE 'ANALYZE%'
ORDER BY SETTING_NAME
