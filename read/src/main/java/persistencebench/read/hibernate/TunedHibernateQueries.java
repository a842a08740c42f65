package persistencebench.read.hibernate;

import com.zaxxer.hikari.HikariDataSource;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.hibernate.Hibernate;
import org.hibernate.Session;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.PurchaseItem;
import persistencebench.read.sql.ConnectionPools;

/**
 * What a Hibernate expert writes: the LAZY mapping ({@code tuned-orm.xml}), a HikariCP pool that hands out
 * connections with auto-commit already off (so Hibernate skips switching it per transaction), read-only sessions (no
 * dirty-checking snapshots), a range predicate on the timestamp, and the purchases with their shop, employee and
 * customer in one statement (one row per purchase; the same join shape as the tuned JDBC statement). Their items,
 * the items' books and the books' authors are then loaded by batch fetching: Hibernate collects the uninitialized
 * collections (and proxies) of the session and loads up to {@value #BATCH_FETCH_SIZE} of them per statement, binding
 * their keys as one array on PostgreSQL ({@code = any(?)}), not one parameter per purchase: at most four statements
 * per query (fewer when the sample's session already holds the books or authors). Customer pages (offset and keyset) and a
 * customer by id fetch the address chain in their single statement, as in the paper variant.
 */
final class TunedHibernateQueries implements HibernateQueries {
    /**
     * Keys per batch-fetch statement: above the purchases (about a thousand), items, books and authors one medium
     * foreigners query loads, so each association takes one statement; with array binding the size adds no statement
     * variants to the plan cache.
     */
    static final int BATCH_FETCH_SIZE = 1000;
    private static final String FOREIGNERS = """
            select p from Purchase p
              join fetch p.shop s join fetch p.employee join fetch p.customer c
              join s.address sa join sa.city sc join sc.state ss join c.address ca
             where ss.country.id = :country
               and p.timestamp >= :from and p.timestamp < :to
               and ca.city <> sa.city""";

    @Override
    public String mappingResource() {
        return "persistencebench/read/hibernate/tuned-orm.xml";
    }

    @Override
    public Map<String, String> settings() {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put(AvailableSettings.DEFAULT_BATCH_FETCH_SIZE, Integer.toString(BATCH_FETCH_SIZE));
        settings.put(AvailableSettings.CONNECTION_PROVIDER_DISABLES_AUTOCOMMIT, "true");
        return settings;
    }

    @Override
    public AutoCloseable configure(StandardServiceRegistryBuilder builder, DatabaseTarget target) {
        // One query runs at a time; a second connection only covers the ORM's boot-time metadata access.
        HikariDataSource pool = ConnectionPools.open(target, "hibernate-tuned", 2, 1);
        builder.applySetting(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, pool);
        settings().forEach(builder::applySetting);
        return pool;
    }

    @Override
    public List<Customer> customersPage(Session session, int page, int size) {
        session.setDefaultReadOnly(true);
        return session.createSelectionQuery(PaperHibernateQueries.CUSTOMERS, Customer.class)
                .setFirstResult(page * size)
                .setMaxResults(size)
                .getResultList();
    }

    /** The paper variant's single keyset statement, in a read-only session. */
    @Override
    public List<Customer> customersAfter(Session session, long afterId, int size) {
        session.setDefaultReadOnly(true);
        return session.createSelectionQuery(PaperHibernateQueries.CUSTOMERS_AFTER, Customer.class)
                .setParameter("after", afterId)
                .setMaxResults(size)
                .getResultList();
    }

    /** The paper variant's single statement by primary key, in a read-only session. */
    @Override
    public Customer customerById(Session session, long id) {
        session.setDefaultReadOnly(true);
        return session.createSelectionQuery(PaperHibernateQueries.CUSTOMER_BY_ID, Customer.class).setParameter("id", id).uniqueResult();
    }

    @Override
    public List<Purchase> purchasesOfForeigners(Session session, int year, long countryId) {
        session.setDefaultReadOnly(true);
        List<Purchase> purchases = session.createSelectionQuery(FOREIGNERS, Purchase.class)
                .setParameter("country", countryId)
                .setParameter("from", LocalDateTime.of(year, 1, 1, 0, 0))
                .setParameter("to", LocalDateTime.of(year + 1, 1, 1, 0, 0))
                .getResultList();
        for (Purchase purchase : purchases) {
            // the first touch of each association batch-loads it for every purchase (item, book) of the session
            for (PurchaseItem item : purchase.getItems()) {
                Hibernate.initialize(item.getBook().getAuthor());
            }
        }
        return purchases;
    }
}
