package persistencebench.read.hibernate;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Function;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.stat.Statistics;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.ForeignerQuery;
import persistencebench.read.sql.ConnectionPools;
import persistencebench.read.sql.PlanSettings;
import persistencebench.read.sql.StatementRecorder;

/**
 * The queries through Hibernate ORM, mapping the model classes with the variant's {@code orm.xml} (no annotations in
 * the model). {@link #open()} bootstraps the session factory (connecting as the variant says) and obtains a first
 * connection. A sample is one unit of work: one session and one transaction for all its queries, closed before the
 * call returns, so an answer that needs a lazy load afterwards fails loudly. Statistics stay off while timing; they
 * are switched on only around {@link #countStatements}. {@link #explain} runs its pass in sessions on a separate
 * connection watched by a {@link StatementRecorder}, which explains the SQL Hibernate generated with the parameters it
 * bound.
 */
final class HibernateQueryService implements BookstoreQueryService {
    private final DatabaseTarget target;
    private final HibernateQueries queries;
    private final int concurrentPoolSize;
    private SessionFactory sessionFactory;
    private AutoCloseable connections;
    /** The pool of the {@code concurrentReads} cells, or null. */
    private HikariDataSource concurrentPool;
    /**
     * While {@link #explain} or {@link #onEachConnection} runs: the one connection the sessions of the thread running it
     * use instead of the variant's own (for {@code explain} a watched one); per thread, as the warm-up runs on every
     * connection at once.
     */
    private final ThreadLocal<Connection> pinned = new ThreadLocal<>();

    HibernateQueryService(DatabaseTarget target, HibernateQueries queries) {
        this(target, queries, 0);
    }

    /**
     * @param concurrentPoolSize 0: the variant connects as it says; otherwise the connections of the
     *                           {@code concurrentReads} cells, a HikariCP pool of this size for both variants, so the
     *                           connection mode is the only thing the cells' connections differ in
     */
    HibernateQueryService(DatabaseTarget target, HibernateQueries queries, int concurrentPoolSize) {
        this.target = target;
        this.queries = queries;
        this.concurrentPoolSize = concurrentPoolSize;
    }

    @Override
    public void open() throws Exception {
        StandardServiceRegistryBuilder settings = new StandardServiceRegistryBuilder()
                .applySetting(AvailableSettings.GENERATE_STATISTICS, false)
                .applySetting(AvailableSettings.SHOW_SQL, false)
                .applySetting(AvailableSettings.HBM2DDL_AUTO, "none")
                .applySettings(EngineSettings.of(target.engine()));
        connections = concurrentPoolSize == 0 ? queries.configure(settings, target) : concurrentPool(settings);
        StandardServiceRegistry registry = settings.build();
        try {
            sessionFactory = new MetadataSources(registry).addResource(queries.mappingResource()).buildMetadata().buildSessionFactory();
        } catch (RuntimeException e) {
            StandardServiceRegistryBuilder.destroy(registry);
            throw e;
        }
        try (Session session = sessionFactory.openSession()) {
            session.doWork(connection -> {
                // obtains the first connection: the service is ready for its first query
            });
        }
    }

    /** A pool of {@code concurrentPoolSize} connections, all of them open when this returns (not in the background). */
    private HikariDataSource concurrentPool(StandardServiceRegistryBuilder settings) throws SQLException {
        concurrentPool = ConnectionPools.open(target, "hibernate-concurrent-" + concurrentPoolSize, concurrentPoolSize,
                concurrentPoolSize);
        try {
            ConnectionPools.onEachConnection(concurrentPool, concurrentPoolSize, connection -> { });
        } catch (SQLException e) {
            concurrentPool.close();
            throw e;
        }
        settings.applySetting(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, concurrentPool);
        queries.settings().forEach(settings::applySetting);
        return concurrentPool;
    }

    /**
     * {@code concurrentReads} warm-up: runs {@code work} once per connection of the concurrent pool, all of them held
     * meanwhile, the sessions {@code work} opens bound to that connection; on every connection at once (one thread each),
     * before the readers start.
     *
     * @return how many connections {@code work} ran on
     */
    int onEachConnection(Runnable work) throws SQLException {
        return ConnectionPools.onEachConnection(concurrentPool, concurrentPoolSize, connection -> {
            pinned.set(connection);
            try {
                work.run();
            } finally {
                pinned.remove();
            }
        });
    }

    /** How many connections the concurrent pool holds now. */
    int openConnections() {
        return ConnectionPools.openConnections(concurrentPool);
    }

    @Override
    public List<List<Customer>> customersPages(List<Integer> pages, int size) {
        return inOneSession(session -> {
            List<List<Customer>> results = new ArrayList<>(pages.size());
            for (int page : pages) {
                results.add(queries.customersPage(session, page, size));
            }
            return results;
        });
    }

    @Override
    public List<List<Customer>> customersAfter(List<Long> afterIds, int size) {
        return inOneSession(session -> {
            List<List<Customer>> results = new ArrayList<>(afterIds.size());
            for (long afterId : afterIds) {
                results.add(queries.customersAfter(session, afterId, size));
            }
            return results;
        });
    }

    @Override
    public Customer customerById(long id) {
        return inOneSession(session -> queries.customerById(session, id));
    }

    @Override
    public List<List<Purchase>> purchasesOfForeigners(List<ForeignerQuery> foreignerQueries) {
        return inOneSession(session -> {
            List<List<Purchase>> results = new ArrayList<>(foreignerQueries.size());
            for (ForeignerQuery query : foreignerQueries) {
                results.add(queries.purchasesOfForeigners(session, query.year(), query.countryId()));
            }
            return results;
        });
    }

    private <T> T inOneSession(Function<Session, T> work) {
        Connection connection = pinned.get();
        try (Session session = connection == null ? sessionFactory.openSession()
                : sessionFactory.withOptions().connection(connection).openSession()) {
            Transaction transaction = session.beginTransaction();
            try {
                T result = work.apply(session);
                transaction.commit();
                return result;
            } catch (RuntimeException e) {
                if (transaction.isActive()) {
                    transaction.rollback();
                }
                throw e;
            }
        }
    }

    @Override
    public OptionalLong countStatements(Runnable pass) {
        Statistics statistics = sessionFactory.getStatistics();
        statistics.clear();
        statistics.setStatisticsEnabled(true);
        try {
            pass.run();
            return OptionalLong.of(statistics.getPrepareStatementCount());
        } finally {
            statistics.setStatisticsEnabled(false);
        }
    }

    @Override
    public List<String> explain(Runnable pass) {
        StatementRecorder recorder = StatementRecorder.explaining(target.engine());
        try (Connection separate = target.connect()) {
            separate.setAutoCommit(false);
            pinned.set(recorder.wrap(separate));
            pass.run();
            separate.rollback();
        } catch (SQLException e) {
            throw new IllegalStateException("the explained pass could not use its connection: " + e.getMessage(), e);
        } finally {
            pinned.remove();
        }
        return recorder.plans();
    }

    @Override
    public Map<String, String> planSettings() {
        try (Session session = sessionFactory.openSession()) {
            return session.doReturningWork(connection -> PlanSettings.of(connection, target.engine()));
        }
    }

    @Override
    public void close() {
        try {
            if (sessionFactory != null) {
                sessionFactory.close();
            }
            if (connections != null) {
                connections.close();
            }
        } catch (Exception e) {
            throw new IllegalStateException("closing the Hibernate session factory and its connections failed: " + e, e);
        } finally {
            sessionFactory = null;
            connections = null;
            concurrentPool = null;
        }
    }
}
