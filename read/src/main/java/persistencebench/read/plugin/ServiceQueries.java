package persistencebench.read.plugin;

import java.util.List;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.ForeignerQuery;

/**
 * The concurrent queries on one {@link BookstoreQueryService} that every thread calls at the same time, for a service
 * whose calls are safe from several threads (each call its own unit of work: an ORM session per call, reads of a
 * loaded object graph).
 */
public final class ServiceQueries implements ConcurrentQueries {
    private final BookstoreQueryService service;

    public ServiceQueries(BookstoreQueryService service) {
        this.service = service;
    }

    @Override
    public void open() throws Exception {
        service.open();
    }

    @Override
    public Customer customerById(long id) {
        return service.customerById(id);
    }

    @Override
    public List<Purchase> purchasesOfForeigners(ForeignerQuery query) {
        return service.purchasesOfForeigners(List.of(query)).get(0);
    }

    @Override
    public void close() {
        service.close();
    }
}
