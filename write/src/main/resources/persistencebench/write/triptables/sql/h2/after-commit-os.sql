-- Under -Ddurability=os, right after a loader's commit (timed): with H2's default WRITE_DELAY a commit may wait in the
-- heap for the store's background writer, so CHECKPOINT writes it to the file (to the OS, not forced). Then SHUTDOWN
-- IMMEDIATELY closes the database without the compaction and the FileChannel.force a normal close would do: nothing
-- under os is forced, as with the other engines' os settings. The loader only closes its connection after this.
CHECKPOINT
;
SHUTDOWN IMMEDIATELY
