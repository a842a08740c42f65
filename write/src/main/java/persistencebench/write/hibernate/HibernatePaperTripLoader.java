package persistencebench.write.hibernate;

import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.AvailableSettings;
import persistencebench.model.taxi.TripDetails;
import persistencebench.model.taxi.TripIds;
import persistencebench.write.LoaderContext;
import persistencebench.write.TripSource;
import persistencebench.write.triptables.TripDetailsTable;

/**
 * The study's Hibernate write: its entity ({@link TripDetailsEntity}, a UUID text id) into its {@code trip_details}
 * table through one {@link Session} and one transaction, {@code persist} per trip with
 * {@code hibernate.jdbc.batch_size=10000}, no flush or clear (the persistence context holds the whole month, as in
 * the study; its fork gets the heap for it), one commit.
 */
public final class HibernatePaperTripLoader extends HibernateTripLoader<Session> {
    /** The study's {@code hibernate.jdbc.batch_size}. */
    static final int BATCH_SIZE = 10_000;

    private final long seed;

    public HibernatePaperTripLoader(LoaderContext context) {
        super(context.database(), new TripDetailsTable(context.database().engine()),
                Map.of(AvailableSettings.STATEMENT_BATCH_SIZE, BATCH_SIZE), TripDetailsEntity.class);
        this.seed = context.seed();
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
