-- InnoDB's cumulative counters, read untimed before a sample opens and right after it closes: reads that missed the
-- buffer pool and went to the files, reads served by it, bytes and pages written to the data files, bytes written to
-- the redo log, and fsyncs. With a table larger than the study profile's buffer pool they show how much of a load's
-- time was the server's own I/O.
SELECT variable_name, CAST(variable_value AS SIGNED) FROM information_schema.global_status
WHERE variable_name IN ('INNODB_BUFFER_POOL_READS', 'INNODB_BUFFER_POOL_READ_REQUESTS', 'INNODB_DATA_WRITTEN',
                        'INNODB_PAGES_WRITTEN', 'INNODB_OS_LOG_WRITTEN', 'INNODB_DATA_FSYNCS')
ORDER BY variable_name
