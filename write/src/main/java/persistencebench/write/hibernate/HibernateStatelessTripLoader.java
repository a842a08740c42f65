package persistencebench.write.hibernate;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.StatelessSession;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.resource.jdbc.spi.PhysicalConnectionHandlingMode;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.singleops.SingleOpsSource;
import persistencebench.write.singleops.TripOperations;
import persistencebench.write.triptables.BatchUrlParameters;
import persistencebench.write.triptables.BulkLoadUrlParameters;
import persistencebench.write.triptables.SqlTripTable;
import persistencebench.write.triptables.TripTable;

/**
 * Hibernate tuned for bulk inserts: a {@link StatelessSession} (no persistence context, nothing retained per
 * entity) inserting {@link TripEntity} rows with assigned ids (an IDENTITY id would switch batching off) in JDBC
 * batches of 1,000, in the order the CSV delivers them (a stateless session has no action queue to reorder), over
 * the engine's batch URL parameters ({@link BatchUrlParameters}: pgJDBC's {@code reWriteBatchedInserts=true}, so each
 * batch reaches PostgreSQL as multi-row INSERTs; none for H2 and SQLite, whose drivers run a batch in-process) and
 * the engine's bulk-load URL parameters ({@link BulkLoadUrlParameters}: SQLite's rollback journal instead of the
 * profile's WAL), its two timestamps bound as {@code java.time} values ({@code hibernate.type.java_time_use_direct_jdbc},
 * as the JDBC loaders bind them, instead of Hibernate's default conversion to {@code java.sql.Timestamp} per value); one transaction committed at the end (and forced where the engine's commit is not). Where the engine
 * has the table's bulk shape (PostgreSQL: {@link persistencebench.write.triptables.SqlTripTable#hasBulkShape}), the
 * transaction is the JDBC {@code COPY} loader's: the table waits empty and without its key, is truncated in the
 * loading transaction (so under {@code wal_level=minimal} the rows write no WAL of their own and the table is fsynced
 * at commit), and gets its key built once after the last row, instead of maintained per row. The session
 * factory connects through a data source that opens a new physical connection per request (no pool): its bootstrap
 * reads the database's metadata on one, and the session holds one from its first statement to its close
 * ({@code DELAYED_ACQUISITION_AND_HOLD}), as the JDBC loader holds its one, rather than Hibernate's default for a data
 * source, which would open another for the work after the commit (on H2, whose database closes with its last
 * connection, a shutdown and a reopen inside the timed region).
 */
public final class HibernateStatelessTripLoader extends HibernateTripLoader<StatelessSession> implements SingleOpsSource {
    static final int BATCH_SIZE = 1000;

    public HibernateStatelessTripLoader(LoaderContext context) {
        this(context, new TripTable(context.database().engine()));
    }

    private HibernateStatelessTripLoader(LoaderContext context, TripTable table) {
        super(context.database(), context.durability(), table, SqlTripTable.resetStatements(table.hasBulkShape()),
                Map.of(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, context.database().withUrlParameters(BatchUrlParameters.of(context.database().engine()))
                        .withUrlParameters(BulkLoadUrlParameters.of(context.database().engine())).directDataSource(),
                        AvailableSettings.CONNECTION_HANDLING, PhysicalConnectionHandlingMode.DELAYED_ACQUISITION_AND_HOLD,
                        AvailableSettings.JAVA_TIME_USE_DIRECT_JDBC, true),
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
        inOneTransaction(trips, trip -> session().insert(new TripEntity(++id[0], trip)), table().hasBulkShape());
    }

    /**
     * The loaded trip table for single operations through a session factory of its own (untimed, like the proof), set up
     * as Hibernate's documentation recommends for resource-local transactions: a pool (HikariCP, one connection) that
     * hands out connections with auto-commit already off, and {@code hibernate.connection.provider_disables_autocommit},
     * with which Hibernate no longer calls {@code setAutoCommit(false)} when a transaction begins and
     * {@code setAutoCommit(true)} when it ends (on MariaDB's driver each call is a round trip to the server; on pgJDBC,
     * H2 and SQLite a local switch). The session holds its one connection from the first statement to its close
     * ({@code DELAYED_ACQUISITION_AND_HOLD}), as the JDBC operations hold theirs, rather than Hibernate's default for a
     * data source, which hands it back after every transaction. A read outside a transaction runs on that connection in
     * the transaction the driver opens with it, ended by the next write's commit, so it costs one round trip, like a
     * JDBC read in auto-commit.
     */
    @Override
    public TripOperations openOperations() {
        HikariDataSource pool = autoCommitOffPool();
        try {
            return new HibernateTripOperations(newSessionFactory(Map.of(AvailableSettings.JAKARTA_NON_JTA_DATASOURCE, pool,
                    AvailableSettings.CONNECTION_PROVIDER_DISABLES_AUTOCOMMIT, true,
                    AvailableSettings.CONNECTION_HANDLING, PhysicalConnectionHandlingMode.DELAYED_ACQUISITION_AND_HOLD,
                    AvailableSettings.JAVA_TIME_USE_DIRECT_JDBC, true)), pool, table(),
                    durability());
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
    }

    private HikariDataSource autoCommitOffPool() {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(target().jdbcUrl());
        config.setUsername(target().user());
        config.setPassword(target().password());
        config.setPoolName("hibernate-single-ops");
        config.setMaximumPoolSize(1);
        config.setMinimumIdle(1);
        config.setAutoCommit(false);
        return new HikariDataSource(config);
    }
}
