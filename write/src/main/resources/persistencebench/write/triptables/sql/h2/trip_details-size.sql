-- Bytes the table and its primary-key index occupy in the MVStore file (H2's estimate over every page).
SELECT DB_OBJECT_TOTAL_SIZE('TABLE', 'PUBLIC', 'TRIP_DETAILS')
