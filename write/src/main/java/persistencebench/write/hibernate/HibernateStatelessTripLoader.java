package persistencebench.write.hibernate;

import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.cfg.AvailableSettings;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.write.LoaderContext;
import persistencebench.write.TripSource;
import persistencebench.write.triptables.TripTable;

/**
 * Hibernate tuned for bulk inserts: a {@link StatelessSession} (no persistence context, nothing retained per
 * entity) inserting {@link TripEntity} rows with assigned ids (an IDENTITY id would switch batching off) in JDBC
 * batches of 1,000 with ordered inserts, over pgJDBC's {@code reWriteBatchedInserts=true}, so each batch reaches
 * PostgreSQL as multi-row INSERTs; one transaction committed at the end.
 */
public final class HibernateStatelessTripLoader extends HibernateTripLoader<StatelessSession> {
    static final int BATCH_SIZE = 1000;

    public HibernateStatelessTripLoader(LoaderContext context) {
        super(context.database(), new TripTable(context.database().engine()),
                Map.of(AvailableSettings.STATEMENT_BATCH_SIZE, BATCH_SIZE, AvailableSettings.ORDER_INSERTS, true), TripEntity.class);
    }

    @Override
    protected DatabaseTarget dataSourceTarget() {
        return target().withUrlParameters("reWriteBatchedInserts=true");
    }

    @Override
    protected StatelessSession openSession(SessionFactory factory) {
        StatelessSession session = factory.openStatelessSession();
        // hibernate.jdbc.batch_size applies to stateful sessions only; a stateless one is told directly.
        session.setJdbcBatchSize(BATCH_SIZE);
        return session;
    }

    @Override
    public void store(TripSource trips) throws Exception {
        long[] id = {0};
        inOneTransaction(trips, trip -> session().insert(new TripEntity(++id[0], trip)));
    }
}
