package persistencebench.read.microstream;

import java.util.List;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.ForeignerQuery;
import persistencebench.read.plugin.ConcurrentQueries;

/**
 * The object graph's concurrent queries, each run under the shared read lock of one {@link ReentrantReadWriteLock},
 * as EclipseStore's "Locking" page shows for reads of a graph that writers may change (its {@code LockedExecutor.read}
 * does the same; MicroStream 8.1 has no such class, so both use the JDK lock the page builds on). This workload has no
 * writer, so the lock never excludes a reader; what it costs (a shared counter every thread updates) is the price of
 * the documented pattern, and is counted.
 */
final class ReadLockedQueries implements ConcurrentQueries {
    private final ConcurrentQueries queries;
    private final Lock readLock = new ReentrantReadWriteLock().readLock();

    ReadLockedQueries(ConcurrentQueries queries) {
        this.queries = queries;
    }

    @Override
    public void open() throws Exception {
        queries.open();
    }

    @Override
    public Customer customerById(long id) {
        readLock.lock();
        try {
            return queries.customerById(id);
        } finally {
            readLock.unlock();
        }
    }

    @Override
    public List<Purchase> purchasesOfForeigners(ForeignerQuery query) {
        readLock.lock();
        try {
            return queries.purchasesOfForeigners(query);
        } finally {
            readLock.unlock();
        }
    }

    @Override
    public void close() {
        queries.close();
    }
}
