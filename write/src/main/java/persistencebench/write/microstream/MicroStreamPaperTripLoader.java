package persistencebench.write.microstream;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import one.microstream.reference.Lazy;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.TripDetails;
import persistencebench.model.taxi.TripDetailsRows;
import persistencebench.model.taxi.TripIds;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.TripSource;

/**
 * The study's object-graph write: its entity ({@link TripDetails}, stored by reflection) in its root shape, a
 * {@code Map<Integer, Lazy<List<TripDetails>>>} pre-filled with days 1 to 31 and keyed by day of month; the whole
 * month is read into memory, then each day's list is stored and its {@link Lazy} cleared. Trip ids are the run's
 * reproducible UUIDs. Kept with the study's flaw: an out-of-month pickup lands in the day of the same number (the
 * trip keeps its date, so the proof still holds).
 */
public final class MicroStreamPaperTripLoader extends MicroStreamTripLoader {
    static final int DAYS = 31;

    private final long seed;
    private Map<Integer, Lazy<List<TripDetails>>> root;

    public MicroStreamPaperTripLoader(LoaderContext context) {
        super(context, false);
        this.seed = context.seed();
    }

    @Override
    protected Object newRoot() {
        root = new HashMap<>();
        for (int day = 1; day <= DAYS; day++) {
            root.put(day, Lazy.Reference(new ArrayList<>()));
        }
        return root;
    }

    @Override
    public void store(TripSource trips) throws Exception {
        long[] row = {0};
        trips.forEach(trip -> root.get(trip.pickup().getDayOfMonth()).get().add(TripDetails.of(trip, TripIds.uuid(seed, ++row[0]))));
        for (int day = 1; day <= DAYS; day++) {
            Lazy<List<TripDetails>> details = root.get(day);
            storage().store(details.get());
            details.clear();
        }
        root = null;
    }

    @Override
    protected RowDigest digest(Object storedRoot) throws VerificationException {
        if (!(storedRoot instanceof Map<?, ?> days)) {
            throw new VerificationException("the storage's root is " + storedRoot + ", not the study's map of days");
        }
        RowDigest digest = TripDetailsRows.digest();
        for (Map.Entry<?, ?> day : days.entrySet()) {
            Lazy<?> lazy = (Lazy<?>) day.getValue();
            for (Object stored : (List<?>) lazy.get()) {
                TripDetails details = (TripDetails) stored;
                if (!day.getKey().equals(details.pickupDateTime().getDayOfMonth())) {
                    throw new VerificationException("trip picked up " + details.pickupDateTime() + " is stored under day " + day.getKey());
                }
                TripDetailsRows.add(digest, details);
            }
            lazy.clear();
        }
        return digest;
    }
}
