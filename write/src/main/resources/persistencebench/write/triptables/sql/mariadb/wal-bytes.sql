-- Redo-log bytes written since the position given (the parameter, from wal-position.sql).
SELECT CAST(variable_value AS UNSIGNED) - CAST(? AS UNSIGNED) FROM information_schema.global_status
WHERE variable_name = 'INNODB_LSN_CURRENT'
