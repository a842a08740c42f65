-- Under -Ddurability=os, right after a loader's commit (timed): with H2's default WRITE_DELAY a commit may wait in the
-- heap for the store's background writer, so CHECKPOINT writes it to the file (to the OS, not forced). Closing the
-- database afterwards is H2's normal close, which compacts and forces the file once: SHUTDOWN IMMEDIATELY would skip
-- that, but a store closed so while its background writer ran was found unreadable on reopening ("Chunk not found").
CHECKPOINT
