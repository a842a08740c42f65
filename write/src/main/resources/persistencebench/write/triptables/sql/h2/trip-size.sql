-- Bytes the table and its indexes occupy in the MVStore file (H2's estimate over every page; LOBs not counted, the
-- table has none).
SELECT DB_OBJECT_TOTAL_SIZE('TABLE', 'PUBLIC', 'TRIP')
