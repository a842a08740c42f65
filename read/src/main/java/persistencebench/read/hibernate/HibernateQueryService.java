package persistencebench.read.hibernate;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.SQLException;
import java.util.List;
import java.util.OptionalLong;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.read.Variant;
import persistencebench.read.connect.ConnectionPools;
import persistencebench.read.connect.DatabaseTarget;

/**
 * The queries through Hibernate ORM, mapping the model classes with an {@code orm.xml} (no annotations in the
 * model): {@code paper-orm.xml} (EAGER to-ones) with {@link PaperHibernateQueries}, or {@code tuned-orm.xml}
 * (LAZY) with {@link TunedHibernateQueries}. Connections come from a HikariCP pool handed to Hibernate as a
 * {@code DataSource}. Each call runs in its own session, closed before the call returns, so a result that needs a
 * lazy load afterwards fails loudly. Statements are counted by Hibernate's statistics
 * ({@code getPrepareStatementCount()}).
 */
public final class HibernateQueryService implements BookstoreQueryService {
    private final DatabaseTarget target;
    private final Variant variant;
    private final HibernateQueries queries;
    private HikariDataSource pool;
    private SessionFactory sessionFactory;

    public HibernateQueryService(DatabaseTarget target, Variant variant) {
        this.target = target;
        this.variant = variant;
        this.queries = variant == Variant.PAPER ? new PaperHibernateQueries() : new TunedHibernateQueries();
    }

    /** Creates the pool, builds the session factory (reading JDBC metadata) and obtains a first connection. */
    @Override
    public void open() throws SQLException {
        pool = ConnectionPools.open(target, "hibernate-" + variant.label());
        StandardServiceRegistryBuilder settings = new StandardServiceRegistryBuilder()
                .applySetting(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, pool)
                .applySetting(AvailableSettings.GENERATE_STATISTICS, true)
                .applySetting(AvailableSettings.SHOW_SQL, false)
                .applySetting(AvailableSettings.HBM2DDL_AUTO, "none");
        queries.configure(settings);
        StandardServiceRegistry registry = settings.build();
        try {
            sessionFactory = new MetadataSources(registry).addResource(queries.mappingResource()).buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
        try (Session session = sessionFactory.openSession()) {
            boolean valid = session.doReturningWork(connection -> connection.isValid(10));
            if (!valid) {
                throw new SQLException("the first connection to " + target.jdbcUrl() + " is not valid");
            }
        }
    }

    @Override
    public List<Customer> customersPage(int page, int size) {
        try (Session session = sessionFactory.openSession()) {
            return queries.customersPage(session, page, size);
        }
    }

    @Override
    public List<Purchase> purchasesOfForeigners(int year, long countryId) {
        try (Session session = sessionFactory.openSession()) {
            return queries.purchasesOfForeigners(session, year, countryId);
        }
    }

    @Override
    public OptionalLong sqlStatements() {
        return OptionalLong.of(sessionFactory.getStatistics().getPrepareStatementCount());
    }

    @Override
    public void close() {
        if (sessionFactory != null) {
            sessionFactory.close();
            sessionFactory = null;
        }
        if (pool != null) {
            pool.close();
            pool = null;
        }
    }
}
