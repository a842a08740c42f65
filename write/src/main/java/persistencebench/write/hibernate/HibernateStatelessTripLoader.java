package persistencebench.write.hibernate;

import java.sql.SQLException;
import java.util.Map;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.Transaction;
import org.hibernate.cfg.AvailableSettings;
import persistencebench.write.StoredTrips;
import persistencebench.write.TripLoader;
import persistencebench.write.TripSource;
import persistencebench.write.sql.TripTable;

/**
 * Hibernate tuned for bulk inserts: a {@link StatelessSession} (no persistence context, nothing retained
 * per entity) with JDBC batches of 1000, ordered inserts, and assigned ids so batching stays on; one
 * transaction committed at the end. Its data source has pgJDBC's {@code reWriteBatchedInserts=true}, as an
 * expert would configure it, so each batch reaches PostgreSQL as multi-row INSERTs.
 */
public final class HibernateStatelessTripLoader implements TripLoader {
    private final DataSource dataSource;
    private final SessionFactory sessionFactory;

    public HibernateStatelessTripLoader(DataSource dataSource) {
        this.dataSource = dataSource;
        this.sessionFactory = TripSessionFactories.build(dataSource, Map.of(
                AvailableSettings.STATEMENT_BATCH_SIZE, HibernateBackend.BATCH_SIZE,
                AvailableSettings.ORDER_INSERTS, true));
    }

    @Override
    public void reset() throws SQLException {
        TripTable.empty(dataSource);
    }

    @Override
    public void load(TripSource trips) throws Exception {
        try (StatelessSession session = sessionFactory.openStatelessSession()) {
            // hibernate.jdbc.batch_size applies to stateful sessions only; a stateless one is told directly.
            session.setJdbcBatchSize(HibernateBackend.BATCH_SIZE);
            Transaction transaction = session.beginTransaction();
            try {
                long[] id = {0};
                trips.forEach(trip -> session.insert(new TripEntity(++id[0], trip)));
                transaction.commit();
            } finally {
                if (transaction.isActive()) {
                    transaction.rollback();
                }
            }
        }
    }

    @Override
    public StoredTrips inspect() throws SQLException {
        return TripTable.inspect(dataSource);
    }

    @Override
    public void close() {
        sessionFactory.close();
    }
}
