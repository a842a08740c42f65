-- Where InnoDB's redo log stands (its log sequence number counts the bytes written to it); read untimed before a
-- sample opens and after it closes.
SELECT variable_value FROM information_schema.global_status WHERE variable_name = 'INNODB_LSN_CURRENT'
