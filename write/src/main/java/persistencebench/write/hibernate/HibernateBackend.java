package persistencebench.write.hibernate;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripShape;
import persistencebench.write.plugin.WriteBackend;

/**
 * Hibernate ORM into the benchmark's database (the dialect detected from the connection; SQLite's from Hibernate's
 * community dialects): the study's stateful session into its table on the study's server profile, and a stateless
 * bulk insert on the expert's.
 */
public final class HibernateBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("hibernate", "Hibernate", "#009e73", 40,
            "org.hibernate.Session", Set.of(BackendDescriptor.Need.DATABASE));

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                // The study's persistence context holds every entity of the month, each with its entry, key, loaded state
                // and insert action: measured at 2,821,515 rows, 2.5 GB live after the commit, 3 GB at most; 8 GB keeps
                // the collector from pacing the load.
                new Variant<>("paper", VariantKind.PAPER, "the study's entity (UUID String id, float amounts) into its trip_details"
                        + " table through one Session and one transaction: persist per trip, hibernate.jdbc.batch_size=10000, no"
                        + " flush or clear (the persistence context holds the month), one commit; connected as the study's"
                        + " hibernate.cfg.xml did, by URL, user and password through Hibernate's built-in connection pool; SessionFactory"
                        + " bootstrap (pool included) and shutdown inside the timed region, on the study's server defaults",
                        List.of("-Xmx8g", HibernatePaperTripLoader.QUIET_BUILT_IN_POOL),
                        LoaderFactory.of(TripShape.TRIP_DETAILS, HibernatePaperTripLoader::new)),
                new Variant<>("tuned", VariantKind.TUNED, "a StatelessSession (no persistence context to grow) inserting entities with"
                        + " assigned ids, their timestamps bound as java.time values (hibernate.type.java_time_use_direct_jdbc, as the JDBC"
                        + " loaders bind them), in JDBC batches of 1,000 into the trip table (over pgJDBC's reWriteBatchedInserts=true on PostgreSQL;"
                        + " Connector/J's default bulk batches on MariaDB; plain batches on H2 and SQLite), one transaction, on PostgreSQL"
                        + " in the JDBC COPY load's shape (TRUNCATE trip, the rows, ADD PRIMARY KEY, COMMIT, so wal_level=minimal spares"
                        + " the rows their WAL and the key is built once; unlike COPY (FREEZE), it leaves the rows unfrozen, so their"
                        + " hint bits and a later freeze fall to the untimed proof and vacuum), into the table keyed up front elsewhere; on the tuned"
                        + " server profile (SQLite's loading connection in a rollback journal, journal_mode=TRUNCATE, instead of the"
                        + " profile's WAL): Hibernate's documented bulk-insert path; 3 GB of heap on every database, as H2 keeps its 2 GB"
                        + " tuned cache in the loading JVM", List.of("-Xmx3g"),
                        LoaderFactory.of(TripShape.TRIP, HibernateStatelessTripLoader::new)));
    }
}
