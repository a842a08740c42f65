package persistencebench.model.bookstore.query;

import java.util.List;
import java.util.OptionalLong;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;

/**
 * The read benchmark's contract, implemented once per backend and variant. Implementations never time
 * themselves; the harness times {@link #open()} ("load/connect") and the query calls.
 * <p>
 * <b>What must be loaded.</b> Results are read after the call returns, with the backend's session closed, so
 * whatever the digest reads must be materialized inside the call:
 * <ul>
 *   <li>{@link #customersPage}: id, first and last name, and the address (id, street, zip) with its city, state and
 *       country (ids, names, country code);</li>
 *   <li>{@link #purchasesOfForeigners}: id and timestamp; shop (id, name); employee (id, name); customer (id,
 *       first and last name); every item (id, amount, price) with its book (id, title) and the book's author
 *       (id, name).</li>
 * </ul>
 * Other associations may be left unloaded (null or a lazy proxy that fails when touched).
 */
public interface BookstoreQueryService extends AutoCloseable {

    /**
     * Makes the service ready for its first query, and nothing more: an object-graph store starts its storage and
     * loads the root (not the lazily loaded purchases); JDBC creates its pool and obtains and validates a first
     * connection; an ORM builds its session factory and obtains a first connection.
     */
    void open() throws Exception;

    /**
     * Page {@code page} (0-based) of {@code size} customers ordered by id, each with its address chain
     * (address, city, state, country) loaded. Pages beyond the last customer are empty.
     */
    List<Customer> customersPage(int page, int size);

    /**
     * The purchases made in {@code year} in the shops of the country with id {@code countryId} by customers who
     * live in another city than the shop's, each with its items, their books and the books' authors loaded.
     * Order and duplicates: each purchase exactly once, in any order.
     */
    List<Purchase> purchasesOfForeigners(int year, long countryId);

    /**
     * The number of SQL statements this service has issued since {@link #open()} (cumulative), or empty for
     * backends that issue no SQL.
     */
    OptionalLong sqlStatements();

    /** Releases the storage, pool or session factory; idempotent. */
    @Override
    void close();
}
