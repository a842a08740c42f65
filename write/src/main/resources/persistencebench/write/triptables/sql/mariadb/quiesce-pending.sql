-- The dirty pages InnoDB's page cleaner still has to write (see quiesce).
SELECT variable_value FROM information_schema.global_status WHERE variable_name = 'INNODB_BUFFER_POOL_PAGES_DIRTY'
