-- Under -Ddurability=os, after every single operation's commit (timed): with H2's default WRITE_DELAY the commit may
-- wait in the heap for the store's background writer, so CHECKPOINT writes it to the file (to the OS, not forced).
-- Unlike after-commit-os the session stays open: the next operation runs on it.
CHECKPOINT
