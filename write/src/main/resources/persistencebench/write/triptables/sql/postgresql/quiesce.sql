-- Before the single operations (untimed): the load's dirty buffers written and a checkpoint completed now, so neither
-- the checkpointer nor the background writer flushes them while the first operations run.
CHECKPOINT
