package persistencebench.write.hibernate;

import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.resource.jdbc.spi.PhysicalConnectionHandlingMode;
import persistencebench.write.LoaderContext;
import persistencebench.write.TripSource;
import persistencebench.write.singleops.SingleOpsSource;
import persistencebench.write.singleops.TripOperations;
import persistencebench.write.triptables.BatchUrlParameters;
import persistencebench.write.triptables.TripTable;

/**
 * Hibernate tuned for bulk inserts: a {@link StatelessSession} (no persistence context, nothing retained per
 * entity) inserting {@link TripEntity} rows with assigned ids (an IDENTITY id would switch batching off) in JDBC
 * batches of 1,000, in the order the CSV delivers them (a stateless session has no action queue to reorder), over
 * the engine's batch URL parameters ({@link BatchUrlParameters}: pgJDBC's {@code reWriteBatchedInserts=true}, so each
 * batch reaches PostgreSQL as multi-row INSERTs; none for H2 and SQLite, whose drivers run a batch in-process); one
 * transaction committed at the end (and forced where the engine's commit is not). The session factory connects through a data source that opens a new physical connection per
 * request (no pool: the load uses one connection).
 */
public final class HibernateStatelessTripLoader extends HibernateTripLoader<StatelessSession> implements SingleOpsSource {
    static final int BATCH_SIZE = 1000;

    public HibernateStatelessTripLoader(LoaderContext context) {
        super(context.database(), context.durability(), new TripTable(context.database().engine()),
                Map.of(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, context.database().withUrlParameters(BatchUrlParameters.of(context.database().engine())).directDataSource()),
                TripEntity.class);
    }

    @Override
    protected StatelessSession openSession(SessionFactory factory) {
        StatelessSession session = factory.openStatelessSession();
        // A stateless session starts with batching off whatever hibernate.jdbc.batch_size says; it is told directly.
        session.setJdbcBatchSize(BATCH_SIZE);
        return session;
    }

    @Override
    public void store(TripSource trips) throws Exception {
        long[] id = {0};
        inOneTransaction(trips, trip -> session().insert(new TripEntity(++id[0], trip)));
    }

    /**
     * The loaded trip table for single operations through a session factory of its own (untimed, like the proof), whose
     * session holds its one connection from the first statement to its close: the variant's data source opens a new
     * physical connection per request, and Hibernate's default for a non-JTA data source releases the connection after
     * every transaction, which would charge a connection set-up to every operation; an application keeps a pool or a
     * held connection instead, as the JDBC operations hold theirs.
     */
    @Override
    public TripOperations openOperations() {
        return new HibernateTripOperations(newSessionFactory(Map.of(AvailableSettings.CONNECTION_HANDLING,
                PhysicalConnectionHandlingMode.DELAYED_ACQUISITION_AND_HOLD)), table(), durability());
    }
}
