package persistencebench.read.hibernate;

import java.util.List;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;

/**
 * As the study used Hibernate: its mapping ({@code paper-orm.xml}: EAGER Book → Author and Book → Language among
 * others), Hibernate's defaults (its built-in connection pool from a URL, no batch fetching, no statistics), and its
 * JPQL (ORIGINAL-STUDY.md §1.7) with two deliberate differences: {@code ORDER BY} in the customer pages (without it
 * pages are not stable) and the {@code JOIN FETCH} of the employee in the foreigners query (the answer needs its
 * name; the study left it unmapped). Keyset pages and a customer by id are not in the study: they reuse its customer
 * JPQL's {@code JOIN FETCH} chain with an id predicate. The book's author and language are not fetched by the query, so
 * the EAGER mapping loads each of them with a statement of its own: the N+1 the study reported. Its row-per-item
 * duplicates are gone: Hibernate 6+ de-duplicates entity results of collection fetches.
 */
final class PaperHibernateQueries implements HibernateQueries {
    /**
     * JVM flag of this variant's forks: Hibernate warns on every start that its built-in pool is not meant for
     * production; the study used it, and the white paper says so once instead of every fork printing it.
     */
    static final String QUIET_BUILT_IN_POOL = "-Dorg.slf4j.simpleLogger.log.org.hibernate.orm.connections.pooling=error";
    static final String CUSTOMERS = """
            SELECT C from Customer C JOIN FETCH C.address a JOIN FETCH a.city ci JOIN FETCH ci.state st JOIN FETCH st.country
             ORDER BY C.id""";
    /** Not in the study (it paged by offset only): its customer JPQL, the same JOIN FETCH chain, after the previous page's last id. */
    static final String CUSTOMERS_AFTER = """
            SELECT C from Customer C JOIN FETCH C.address a JOIN FETCH a.city ci JOIN FETCH ci.state st JOIN FETCH st.country
             WHERE C.id > :after
             ORDER BY C.id""";
    /** Not in the study (it had no query by id): its customer JPQL, the same JOIN FETCH chain, by primary key. */
    static final String CUSTOMER_BY_ID = """
            SELECT C from Customer C JOIN FETCH C.address a JOIN FETCH a.city ci JOIN FETCH ci.state st JOIN FETCH st.country
             WHERE C.id = :id""";
    private static final String FOREIGNERS = """
            select p from Purchase p
              JOIN FETCH p.shop s JOIN FETCH s.address ad JOIN FETCH ad.city c JOIN FETCH c.state ss JOIN FETCH ss.country csc
              JOIN FETCH p.customer pc JOIN FETCH pc.address cad JOIN FETCH cad.city cc JOIN FETCH cc.state cs JOIN FETCH cs.country ccc
              JOIN FETCH p.items pi JOIN FETCH pi.book b
              JOIN FETCH p.employee e
             where p.customer.address.city <> p.shop.address.city
               and p.shop.address.city.state.country.id = :countryId
               and EXTRACT(YEAR FROM p.timestamp) = :year""";

    @Override
    public String mappingResource() {
        return "persistencebench/read/hibernate/paper-orm.xml";
    }

    /** None: the study ran on Hibernate's defaults. */
    @Override
    public Map<String, String> settings() {
        return Map.of();
    }

    /** The study's hibernate.cfg.xml: URL, user and password, so Hibernate connects through its built-in pool. */
    @Override
    public AutoCloseable configure(StandardServiceRegistryBuilder settings, DatabaseTarget target) {
        settings.applySetting(AvailableSettings.JAKARTA_JDBC_URL, target.jdbcUrl())
                .applySetting(AvailableSettings.JAKARTA_JDBC_USER, target.user())
                .applySetting(AvailableSettings.JAKARTA_JDBC_PASSWORD, target.password());
        return null;
    }

    @Override
    public List<Customer> customersPage(Session session, int page, int size) {
        return session.createSelectionQuery(CUSTOMERS, Customer.class)
                .setFirstResult(page * size)
                .setMaxResults(size)
                .getResultList();
    }

    @Override
    public List<Customer> customersAfter(Session session, long afterId, int size) {
        return session.createSelectionQuery(CUSTOMERS_AFTER, Customer.class)
                .setParameter("after", afterId)
                .setMaxResults(size)
                .getResultList();
    }

    @Override
    public Customer customerById(Session session, long id) {
        return session.createSelectionQuery(CUSTOMER_BY_ID, Customer.class).setParameter("id", id).uniqueResult();
    }

    @Override
    public List<Purchase> purchasesOfForeigners(Session session, int year, long countryId) {
        return session.createSelectionQuery(FOREIGNERS, Purchase.class)
                .setParameter("countryId", countryId)
                .setParameter("year", year)
                .getResultList();
    }
}
