package persistencebench.read.hibernate;

import com.zaxxer.hikari.HikariDataSource;
import java.time.LocalDateTime;
import java.util.List;
import org.hibernate.Session;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;

/**
 * What an expert would do with Hibernate: the LAZY mapping ({@code tuned-orm.xml}), a HikariCP pool, read-only
 * sessions (no dirty-checking snapshots), a range predicate on the timestamp, and two statements per foreigner query:
 * the purchases with their shop, employee and customer (one row per purchase), then their items with books and
 * authors fetched into the same session (one row per item, no purchase duplicates in the result). Customer pages
 * fetch the address chain in their single statement, as in the paper variant.
 */
final class TunedHibernateQueries implements HibernateQueries {
    private static final String FOREIGNERS = """
            select p from Purchase p
              join fetch p.shop s join fetch p.employee join fetch p.customer c
              join s.address sa join c.address ca
             where sa.city.state.country.id = :country
               and p.timestamp >= :from and p.timestamp < :to
               and ca.city <> sa.city""";
    private static final String ITEMS = """
            select p from Purchase p
              join fetch p.items i join fetch i.book b join fetch b.author
             where p in :purchases""";

    @Override
    public String mappingResource() {
        return "persistencebench/read/hibernate/tuned-orm.xml";
    }

    @Override
    public AutoCloseable configure(StandardServiceRegistryBuilder settings, DatabaseTarget target) {
        HikariDataSource pool = ConnectionPools.open(target, "hibernate-tuned");
        settings.applySetting(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, pool);
        // The item query's IN list varies in length; padding to powers of two keeps the plan cache small.
        settings.applySetting(AvailableSettings.IN_CLAUSE_PARAMETER_PADDING, true);
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

    @Override
    public List<Purchase> purchasesOfForeigners(Session session, int year, long countryId) {
        session.setDefaultReadOnly(true);
        List<Purchase> purchases = session.createSelectionQuery(FOREIGNERS, Purchase.class)
                .setParameter("country", countryId)
                .setParameter("from", LocalDateTime.of(year, 1, 1, 0, 0))
                .setParameter("to", LocalDateTime.of(year + 1, 1, 1, 0, 0))
                .getResultList();
        if (!purchases.isEmpty()) {
            // Loads the items into the purchases above (already in this session); the returned list is the same objects.
            session.createSelectionQuery(ITEMS, Purchase.class).setParameter("purchases", purchases).getResultList();
        }
        return purchases;
    }
}
