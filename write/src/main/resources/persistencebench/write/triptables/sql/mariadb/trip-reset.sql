-- Before each sample of a loader that inserts row by row (Hibernate stateless): the table empty and keyed (it is
-- created keyed), and every dirty page written out, so a sample neither finds rows nor pays for the previous sample's
-- dirty pages (the SUPER privilege sets the global flushing variable).
TRUNCATE TABLE trip
;
-- InnoDB has no CHECKPOINT statement: with innodb_max_dirty_pages_pct = 0 its page cleaner writes every dirty
-- page out; this waits (at most a minute, then fails the sample rather than let it pay for them) until none is left, then
-- restores the setting, also on an error.
BEGIN NOT ATOMIC
    DECLARE pct DOUBLE DEFAULT @@GLOBAL.innodb_max_dirty_pages_pct;
    DECLARE waited INT DEFAULT 0;
    DECLARE EXIT HANDLER FOR SQLEXCEPTION BEGIN SET GLOBAL innodb_max_dirty_pages_pct = pct; RESIGNAL; END;
    SET GLOBAL innodb_max_dirty_pages_pct = 0;
    WHILE waited < 1200 AND (SELECT variable_value FROM information_schema.global_status
                             WHERE variable_name = 'INNODB_BUFFER_POOL_PAGES_DIRTY') > 0 DO
        DO SLEEP(0.05);
        SET waited = waited + 1;
    END WHILE;
    SET GLOBAL innodb_max_dirty_pages_pct = pct;
    IF waited >= 1200 THEN
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'InnoDB still had dirty pages after a minute of flushing; the sample would pay for them';
    END IF;
END
