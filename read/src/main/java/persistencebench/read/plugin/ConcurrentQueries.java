package persistencebench.read.plugin;

import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.ForeignerQuery;

/**
 * The queries of the {@code concurrentReads} cells on what several threads share, called from all of them at once: each
 * call is one operation (one unit of work of the backend) and returns an answer that is fully loaded, as
 * {@link persistencebench.model.bookstore.query.BookstoreQueryService} requires. Created by a variant's
 * {@link ConcurrentAccess}; never times itself.
 */
public interface ConcurrentQueries extends AutoCloseable {

    /** Opens what the threads share (a connection, a pool, a session factory, a storage); not timed. */
    void open() throws Exception;

    /** One customer with its address chain, or null when there is none with {@code id}, from any thread. */
    Customer customerById(long id);

    /** The purchases of one foreigners query, from any thread. */
    List<Purchase> purchasesOfForeigners(ForeignerQuery query);

    /**
     * Runs {@code warmUp} once on every connection behind these queries, each time handing it queries bound to that
     * one connection, with all of them held meanwhile (so each run reaches a different connection; the runs may be
     * concurrent, one thread per connection): a driver prepares a statement per connection (pgJDBC on a statement's
     * fifth execution on that connection), so a warm-up that reaches only some connections leaves the others cold
     * inside the measured region. Queries without connections (an object graph in this JVM's heap) run it once on
     * themselves, which is what this default does.
     *
     * @return how many connections {@code warmUp} ran on; 0 when there are none
     */
    default int warmEachConnection(Consumer<ConcurrentQueries> warmUp) {
        warmUp.accept(this);
        return 0;
    }

    /** How many connections are open behind these queries now (a pool: in use or idle); empty when there are none. */
    default OptionalInt openConnections() {
        return OptionalInt.empty();
    }

    /** Releases what {@link #open()} opened; idempotent. */
    @Override
    void close();
}
