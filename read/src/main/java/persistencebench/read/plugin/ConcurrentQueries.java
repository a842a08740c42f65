package persistencebench.read.plugin;

import java.util.List;
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

    /** Releases what {@link #open()} opened; idempotent. */
    @Override
    void close();
}
