package persistencebench.write.hibernate;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.SQLException;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.Transaction;
import org.hibernate.query.MutationQuery;
import persistencebench.harness.durability.Durability;
import persistencebench.model.taxi.Trip;
import persistencebench.write.singleops.TripOperations;
import persistencebench.write.triptables.SqlTripTable;

/**
 * The trip table changed and read one row at a time through Hibernate, as the tuned loader uses it: one
 * {@link StatelessSession} (no persistence context: each call is one statement), every write in a transaction of its
 * own, committed before it returns and followed by the table's {@code after-operation} statements where the engine's
 * commit does not keep the durability class's promise (H2). An insert is {@code insert(entity)}; a read
 * {@code get(TripEntity.class, id)}; the fare update and the delete are one-statement mutation queries by id, as a
 * Hibernate expert changes one column or removes one row without loading the entity first (a stateless session's
 * {@code update} writes every column of an entity it must first read).
 */
final class HibernateTripOperations implements TripOperations {
    private final SessionFactory factory;
    private final HikariDataSource connections;
    private final StatelessSession session;
    private final SqlTripTable table;
    private final Durability durability;

    /** Takes over {@code factory} and the {@code connections} it draws from, and closes them with the operations. */
    HibernateTripOperations(SessionFactory factory, HikariDataSource connections, SqlTripTable table, Durability durability) {
        this.factory = factory;
        this.connections = connections;
        this.table = table;
        this.durability = durability;
        try {
            this.session = factory.openStatelessSession();
        } catch (RuntimeException e) {
            factory.close();
            throw e;
        }
    }

    @Override
    public void insert(long id, Trip trip) throws SQLException {
        inTransaction(() -> {
            session.insert(new TripEntity(id, trip));
            return 1;
        });
    }

    @Override
    public Trip get(long id) {
        TripEntity entity = session.get(TripEntity.class, id);
        return entity == null ? null : entity.trip();
    }

    @Override
    public boolean updateFare(long id, double fareAmount) throws SQLException {
        return inTransaction(() -> session.createMutationQuery("update TripEntity set fareAmount = :fare where id = :id")
                .setParameter("fare", fareAmount).setParameter("id", id).executeUpdate()) == 1;
    }

    @Override
    public void delete(long id) throws SQLException {
        MutationQuery delete = session.createMutationQuery("delete from TripEntity where id = :id").setParameter("id", id);
        int rows = inTransaction(delete::executeUpdate);
        if (rows != 1) {
            throw new SQLException("deleting trip " + id + " deleted " + rows + " rows");
        }
    }

    /**
     * The table's {@code quiesce} statements on the session's connection ({@link SqlTripTable#quiesce}), in a transaction
     * of their own: the connection has auto-commit off.
     */
    @Override
    public String quiesce() {
        Transaction transaction = session.beginTransaction();
        try {
            String done = session.doReturningWork(table::quiesce);
            transaction.commit();
            return done;
        } finally {
            if (transaction.isActive()) {
                transaction.rollback();
            }
        }
    }

    @Override
    public void close() {
        try (connections) {
            try {
                session.close();
            } finally {
                factory.close();
            }
        }
    }

    /** One write in its own transaction, committed, then made durable where the engine's commit is not. */
    private int inTransaction(Write write) throws SQLException {
        Transaction transaction = session.beginTransaction();
        try {
            int rows = write.run();
            transaction.commit();
            session.doWork(connection -> table.afterOperation(connection, durability));
            return rows;
        } finally {
            if (transaction.isActive()) {
                transaction.rollback();
            }
        }
    }

    @FunctionalInterface
    private interface Write {
        int run();
    }
}
