package persistencebench.generator.bookstore;

import java.time.Instant;

/**
 * How a store of the dataset was built, recorded in its completeness marker ({@link StoreManifest}) when it was built,
 * so that a run reusing the cached store reports what building it took and when. Measured outside every benchmark
 * sample: the dataset is built before any is timed.
 *
 * @param loadMillis     the wall time of writing the store from scratch: every call of its writer (starting the storage
 *                       or creating the tables, storing the content, then compacting, or adding keys and indexes,
 *                       committing and collecting statistics), the marker excluded; not the generation
 * @param generateMillis the wall time the generation pass that built the store spent making the content in memory, no
 *                       store's writing included; one value for every store the pass wrote
 * @param builtAt        when the store was complete, to the second
 */
public record StoreBuild(long loadMillis, long generateMillis, Instant builtAt) {
}
