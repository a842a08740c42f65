-- Under -Ddurability=disk, after every single operation's commit (timed): H2 never forces a commit, so each operation
-- is written and forced here, as after-commit-disk does for a load.
CHECKPOINT SYNC
