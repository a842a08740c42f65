package persistencebench.write.singleops;

/**
 * A loader whose store can serve single operations by trip id (insert, find, update, delete) after a sample; the write
 * sample then runs the single-operation phases on it ({@link SingleOpsPhases}). Loaders that cannot (the study's
 * UUID-keyed tables) do not implement it, those that share a loader with stores that can say why in {@link #notServed},
 * and their cells record the reason.
 */
public interface SingleOpsSource {

    /**
     * Why this store cannot serve single operations although its loader family can (a key-value engine that rewrites
     * whole files), or null when {@link #openOperations} works.
     */
    default String notServed() {
        return null;
    }

    /** Untimed: opens what the last sample stored for single operations, as a new engine instance or connection would. */
    TripOperations openOperations() throws Exception;
}
