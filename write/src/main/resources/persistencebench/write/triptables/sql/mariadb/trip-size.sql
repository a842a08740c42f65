-- Bytes on disk: the size of the table's file-per-table tablespace (its clustered index holding the rows), as the
-- file system allocated it. Read from the tablespace instead of information_schema.TABLES.data_length +
-- index_length, which come from the sampled persistent statistics and are current only after an ANALYZE TABLE; this
-- is also what PostgreSQL's pg_total_relation_size measures, file sizes.
SELECT allocated_size FROM information_schema.innodb_sys_tablespaces WHERE name = CONCAT(DATABASE(), '/trip')
