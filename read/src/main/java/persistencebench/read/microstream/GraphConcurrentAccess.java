package persistencebench.read.microstream;

import java.util.Optional;
import java.util.function.Function;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.read.plugin.ConcurrentAccess;
import persistencebench.read.plugin.ConcurrentQueries;
import persistencebench.read.plugin.ConnectionMode;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.ServiceQueries;

/**
 * Concurrent readers of the object graph: every thread runs the variant's queries on one started storage and its
 * loaded graph ({@code shared}), each operation under the shared read lock the engine's documentation shows for reads
 * ({@link ReadLockedQueries}). A lazy reference loads under its own monitor ({@code Lazy.Default}'s {@code get},
 * {@code load} and {@code clear} are {@code synchronized} methods), so threads touching the same reference wait for
 * each other there: the engine's own cost, counted. A {@code pool} has no meaning here: there is no connection, only
 * objects in this JVM's heap.
 */
final class GraphConcurrentAccess implements ConcurrentAccess {
    private final Function<DatasetTarget, BookstoreQueryService> services;

    GraphConcurrentAccess(Function<DatasetTarget, BookstoreQueryService> services) {
        this.services = services;
    }

    @Override
    public Optional<String> notApplicable(ConnectionMode mode) {
        return mode == ConnectionMode.POOL
                ? Optional.of("threads read one in-process object graph: there is no connection to pool")
                : Optional.empty();
    }

    @Override
    public String describe(ConnectionMode mode) {
        return "one storage and its loaded object graph read by every thread, each operation under the shared read lock of one"
                + " ReentrantReadWriteLock (the documented pattern for reads; no writer here, so it never excludes a reader); lazy"
                + " references load under their own monitor";
    }

    @Override
    public ConcurrentQueries create(DatasetTarget target, ConnectionMode mode, int threads) {
        return new ReadLockedQueries(new ServiceQueries(services.apply(target)));
    }
}
