-- Under -Ddurability=disk, right after a loader's commit (timed): H2 never forces a commit (only CHECKPOINT SYNC,
-- compaction and closing the database call FileChannel.force), so the commit is written and forced here. Needs the
-- database's administrator, which the benchmark's user is.
CHECKPOINT SYNC
