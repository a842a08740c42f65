-- Under -Ddurability=disk, right after a loader's commit (timed): H2 writes a commit to its file but never forces it
-- (only CHECKPOINT SYNC, compaction and closing the database call FileChannel.force), so the commit is made durable
-- here. Needs the database's administrator, which the benchmark's user is.
CHECKPOINT SYNC
