-- Before the single operations (untimed): the load's and the warm-up's changes written into the MVStore file and forced,
-- so the store's background writer has nothing of theirs left for the first operations to meet.
CHECKPOINT SYNC
