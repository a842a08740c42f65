package persistencebench.model.bookstore.query;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;

/**
 * The read benchmark's contract, implemented once per backend and variant. Implementations never time
 * themselves: the harness times {@link #open()}, the sample calls and {@link #close()}.
 * <p>
 * <b>One sample, one unit of work.</b> Each sample method answers every query of one sample (all pages, or all
 * foreigner queries) in one unit of work of the backend: one session of an ORM, the open connection of JDBC, the
 * loaded root of an object-graph store.
 * <p>
 * <b>What must be loaded.</b> Results are read after the call returns, with the backend's session closed, so
 * whatever the digest reads must be materialized inside the call:
 * <ul>
 *   <li>{@link #customersPages}, {@link #customersAfter}, {@link #customerById}: id, first and last name, and the
 *       address (id, street, zip) with its city, state and country (ids, names, country code);</li>
 *   <li>{@link #purchasesOfForeigners}: id and timestamp; shop (id, name); employee (id, name); customer (id,
 *       first and last name); every item (id, amount, price) with its book (id, title) and the book's author
 *       (id, name).</li>
 * </ul>
 * Other associations may be left unloaded (null or a lazy proxy that fails when touched).
 */
public interface BookstoreQueryService extends AutoCloseable {

    /**
     * Makes the service ready for its first query, and nothing more: an object-graph store starts its storage and
     * loads the root (not the lazily loaded purchases); JDBC obtains and validates its connection; an ORM builds its
     * session factory and obtains a first connection.
     */
    void open() throws Exception;

    /**
     * For each of {@code pages} (0-based), the page of {@code size} customers ordered by id, each with its address
     * chain (address, city, state, country) loaded. Pages beyond the last customer are empty.
     */
    List<List<Customer>> customersPages(List<Integer> pages, int size);

    /**
     * Keyset paging: for each of {@code afterIds}, the {@code size} customers with the smallest ids greater than it,
     * ordered by id, each with its address chain (address, city, state, country) loaded; empty after the last customer.
     * All of them in one unit of work, as {@link #customersPages}. With the last id of the previous page as after-id,
     * the answer equals the offset pages' (the read run checks that it does).
     */
    List<List<Customer>> customersAfter(List<Long> afterIds, int size);

    /**
     * The customer with {@code id}, with its address chain (address, city, state, country) loaded as for
     * {@link #customersPages}, or {@code null} if there is no such customer. One call is one unit of work (the fast
     * point query of the concurrent-readers phase, called once per operation).
     */
    Customer customerById(long id);

    /**
     * For each query, the purchases made in its year in the shops of its country by customers who live in another
     * city than the shop's, each with its items, their books and the books' authors loaded. Each purchase exactly
     * once per query, in any order.
     */
    List<List<Purchase>> purchasesOfForeigners(List<ForeignerQuery> queries);

    /**
     * Runs {@code pass} (calls of this service's sample methods) with SQL statement counting switched on, and
     * returns how many statements the pass issued; backends without SQL return empty without running it. For an
     * untimed verification pass only: the counting never runs during measured samples.
     */
    OptionalLong countStatements(Runnable pass);

    /**
     * Runs {@code pass} (calls of this service's sample methods) with every SQL statement it issues explained by the
     * database, with run-time statistics, and returns the plans of its first statements, the last entry saying how
     * many more were not explained; backends without SQL return an empty list without running it. For an untimed
     * verification pass only.
     */
    default List<String> explain(Runnable pass) {
        return List.of();
    }

    /**
     * How the service's SQL statements get planned, as found on its connection: e.g. the driver's
     * {@code prepareThreshold} (executions after which a statement is prepared on the server) and the server's
     * {@code plan_cache_mode}; empty for backends without SQL.
     */
    default Map<String, String> planSettings() {
        return Map.of();
    }

    /** Releases the storage, connection or session factory; idempotent. */
    @Override
    void close();
}
