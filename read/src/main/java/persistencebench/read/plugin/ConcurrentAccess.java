package persistencebench.read.plugin;

import java.util.Optional;

/**
 * How a variant serves concurrent readers in each {@link ConnectionMode}, with what that mode means for it (recorded
 * in every {@code concurrentReads} cell as {@code connectionSetup}) or why it does not apply (the cells say so and are
 * not measured).
 */
public interface ConcurrentAccess {

    /** Why {@code mode} has no meaning for this variant, or empty (the default) when it can be measured. */
    default Optional<String> notApplicable(ConnectionMode mode) {
        return Optional.empty();
    }

    /** What the threads share in {@code mode} for this variant, one sentence for result files. */
    String describe(ConnectionMode mode);

    /**
     * New, unopened queries for {@code threads} threads in {@code mode} over the dataset at {@code target}; only for a
     * mode that applies.
     */
    ConcurrentQueries create(DatasetTarget target, ConnectionMode mode, int threads);
}
