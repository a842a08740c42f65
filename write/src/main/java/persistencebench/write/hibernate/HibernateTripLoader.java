package persistencebench.write.hibernate;

import java.util.HashMap;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.SharedSessionContract;
import org.hibernate.Transaction;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.durability.Durability;
import persistencebench.write.plugin.TripConsumer;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.triptables.SqlTripLoader;
import persistencebench.write.triptables.SqlTripTable;

/**
 * What the Hibernate loaders share: the session factory bootstrapped (with whatever connects it: the built-in pool
 * or a data source) and the session opened in the timed open, one transaction around the stored trips, session and
 * factory closed in the timed close (the study timed its factory's shutdown too).
 *
 * @param <S> the kind of session, stateful or stateless
 */
abstract class HibernateTripLoader<S extends SharedSessionContract> extends SqlTripLoader {
    private final Map<String, Object> settings;
    private final Class<?> entity;
    private SessionFactory sessionFactory;
    private S session;

    /** @param settings the variant's Hibernate settings, its connection included */
    HibernateTripLoader(DatabaseTarget target, Durability durability, SqlTripTable table, Map<String, Object> settings, Class<?> entity) {
        this(target, durability, table, "reset", settings, entity);
    }

    /** @param resetStatements the table's statements that prepare it before each sample, e.g. {@code bulk-reset} */
    HibernateTripLoader(DatabaseTarget target, Durability durability, SqlTripTable table, String resetStatements, Map<String, Object> settings,
                        Class<?> entity) {
        super(target, durability, table, resetStatements);
        this.settings = Map.copyOf(settings);
        this.entity = entity;
    }

    @Override
    public final void open() {
        sessionFactory = TripSessionFactories.build(settings, entity);
        session = openSession(sessionFactory);
    }

    @Override
    public final void close() {
        release();
    }

    @Override
    public final void release() {
        try {
            if (session != null) {
                session.close();
            }
        } finally {
            session = null;
            if (sessionFactory != null) {
                sessionFactory.close();
                sessionFactory = null;
            }
        }
    }

    /**
     * A new session factory of the variant's settings and entity with {@code overrides} on top, e.g. for the untimed
     * single operations after a sample.
     */
    protected final SessionFactory newSessionFactory(Map<String, Object> overrides) {
        Map<String, Object> all = new HashMap<>(settings);
        all.putAll(overrides);
        return TripSessionFactories.build(all, entity);
    }

    /** Opens the sample's session. */
    protected abstract S openSession(SessionFactory factory);

    protected final S session() {
        return session;
    }

    /**
     * Hands every trip to {@code perTrip} inside one transaction, committed at the end (rolled back on failure) and
     * then brought where the durability class promises, where the engine's commit does not ({@link #afterCommit}).
     */
    protected final void inOneTransaction(TripSource trips, TripConsumer perTrip) throws Exception {
        inOneTransaction(trips, perTrip, false);
    }

    /**
     * As {@link #inOneTransaction(TripSource, TripConsumer)}, in the table's bulk shape where {@code bulk} is true
     * ({@link SqlTripTable#hasBulkShape}): its {@code bulk-begin} statements first and its {@code bulk-end} statements
     * after the last row, in the same transaction, as the JDBC bulk loaders run them. The pending JDBC batch is executed
     * before {@code bulk-end}, so every row is in the table before its key is built: a session's {@code doWork} does not
     * execute it, and a stateless session's {@code flush()} does nothing, so the batch is executed through the JDBC
     * coordinator, the call Hibernate's own commit makes.
     */
    protected final void inOneTransaction(TripSource trips, TripConsumer perTrip, boolean bulk) throws Exception {
        Transaction transaction = session.beginTransaction();
        try {
            if (bulk) {
                session.doWork(connection -> table().execute(connection, "bulk-begin"));
            }
            trips.forEach(perTrip);
            if (bulk) {
                ((SharedSessionContractImplementor) session).getJdbcCoordinator().executeBatch();
                session.doWork(connection -> table().execute(connection, "bulk-end"));
            }
            transaction.commit();
            session.doWork(this::afterCommit);
        } finally {
            if (transaction.isActive()) {
                transaction.rollback();
            }
        }
    }
}
