package persistencebench.read.hibernate;

import java.sql.SQLException;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.Consumer;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.ForeignerQuery;
import persistencebench.read.plugin.ConcurrentQueries;
import persistencebench.read.plugin.ServiceQueries;

/**
 * The {@code concurrentReads} queries through Hibernate: each operation a session of its own on the one session
 * factory ({@link ServiceQueries}), over the service's pool of {@code concurrentReads} connections, whose every
 * connection the warm-up reaches ({@link HibernateQueryService#onEachConnection}).
 */
final class HibernateConcurrentQueries implements ConcurrentQueries {
    private final HibernateQueryService service;
    private final ServiceQueries queries;

    HibernateConcurrentQueries(HibernateQueryService service) {
        this.service = service;
        this.queries = new ServiceQueries(service);
    }

    @Override
    public void open() throws Exception {
        queries.open();
    }

    @Override
    public Customer customerById(long id) {
        return queries.customerById(id);
    }

    @Override
    public List<Purchase> purchasesOfForeigners(ForeignerQuery query) {
        return queries.purchasesOfForeigners(query);
    }

    /** While {@code warmUp} runs on these queries, their sessions use one connection of the pool, one thread per connection. */
    @Override
    public int warmEachConnection(Consumer<ConcurrentQueries> warmUp) {
        try {
            return service.onEachConnection(() -> warmUp.accept(this));
        } catch (SQLException e) {
            throw new IllegalStateException("holding every connection for the warm-up failed: " + e.getMessage(), e);
        }
    }

    @Override
    public OptionalInt openConnections() {
        return OptionalInt.of(service.openConnections());
    }

    @Override
    public void close() {
        queries.close();
    }
}
