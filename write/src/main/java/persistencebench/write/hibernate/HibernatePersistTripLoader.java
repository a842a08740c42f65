package persistencebench.write.hibernate;

import java.sql.SQLException;
import java.util.Map;
import javax.sql.DataSource;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.cfg.AvailableSettings;
import persistencebench.write.StoredTrips;
import persistencebench.write.TripLoader;
import persistencebench.write.TripSource;
import persistencebench.write.sql.TripTable;

/**
 * Hibernate as the paper used it: one {@link Session}, {@code persist} per trip, JDBC batches of 1000, one
 * transaction committed at the end. Kept deliberately with the paper's flaw: the persistence context grows
 * to every entity of the month (so its fork gets a large heap) and all inserts happen at the final flush.
 */
public final class HibernatePersistTripLoader implements TripLoader {
    private final DataSource dataSource;
    private final SessionFactory sessionFactory;

    public HibernatePersistTripLoader(DataSource dataSource) {
        this.dataSource = dataSource;
        this.sessionFactory = TripSessionFactories.build(dataSource,
                Map.of(AvailableSettings.STATEMENT_BATCH_SIZE, HibernateBackend.BATCH_SIZE));
    }

    @Override
    public void reset() throws SQLException {
        TripTable.empty(dataSource);
    }

    @Override
    public void load(TripSource trips) throws Exception {
        try (Session session = sessionFactory.openSession()) {
            Transaction transaction = session.beginTransaction();
            try {
                long[] id = {0};
                trips.forEach(trip -> session.persist(new TripEntity(++id[0], trip)));
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
