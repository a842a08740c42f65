package persistencebench.write.hibernate;

import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.AvailableSettings;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.model.taxi.TripDetails;
import persistencebench.model.taxi.TripIds;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.triptables.TripDetailsTable;

/**
 * The study's Hibernate write: its entity ({@link TripDetailsEntity}, a UUID text id) into its {@code trip_details}
 * table through one {@link Session} and one transaction, {@code persist} per trip with
 * {@code hibernate.jdbc.batch_size=10000}, no flush or clear (the persistence context holds the whole month, as in
 * the study; its fork gets the heap for it), one commit. It connects as the study's {@code hibernate.cfg.xml} did:
 * URL, user and password, so Hibernate's built-in connection pool is created by the session factory bootstrap,
 * inside the timed open, and stopped by its shutdown, inside the timed close.
 */
public final class HibernatePaperTripLoader extends HibernateTripLoader<Session> {
    /** The study's {@code hibernate.jdbc.batch_size}. */
    static final int BATCH_SIZE = 10_000;
    /**
     * JVM flag of this variant's forks: Hibernate warns on every start that its built-in pool is not meant for
     * production; the study used it, and the variant's description says so once instead of every fork printing it.
     */
    static final String QUIET_BUILT_IN_POOL = "-Dorg.slf4j.simpleLogger.log.org.hibernate.orm.connections.pooling=error";

    private final long seed;

    public HibernatePaperTripLoader(LoaderContext context) {
        super(context.database(), context.durability(), new TripDetailsTable(context.database().engine()), settings(context.database()),
                TripDetailsEntity.class);
        this.seed = context.seed();
    }

    /** The study's hibernate.cfg.xml: batch size, URL, user and password (the settings it named {@code hibernate.connection.*}). */
    @SuppressWarnings("deprecation")
    private static Map<String, Object> settings(DatabaseTarget database) {
        return Map.of(AvailableSettings.STATEMENT_BATCH_SIZE, BATCH_SIZE,
                AvailableSettings.URL, database.jdbcUrl(),
                AvailableSettings.USER, database.user(),
                AvailableSettings.PASS, database.password());
    }

    @Override
    protected Session openSession(SessionFactory factory) {
        return factory.openSession();
    }

    @Override
    public void store(TripSource trips) throws Exception {
        long[] rows = {0};
        inOneTransaction(trips, trip -> session().persist(new TripDetailsEntity(TripDetails.of(trip, TripIds.uuid(seed, ++rows[0])))));
    }
}
