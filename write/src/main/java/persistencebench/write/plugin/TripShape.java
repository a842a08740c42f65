package persistencebench.write.plugin;

import java.util.List;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.Trip;
import persistencebench.model.taxi.TripDetails;
import persistencebench.model.taxi.TripDetailsRows;
import persistencebench.model.taxi.TripIds;
import persistencebench.model.taxi.TripRows;

/**
 * What a loader stores, and so how the Java side of the proof puts a read trip in canonical form: every store of a
 * shape must hold the same rows as the CSV delivered, at the precision the shape keeps.
 */
public enum TripShape {
    /** Nothing stored: the load-only baseline. */
    NONE("load-only", List.of()) {
        @Override
        public void add(RowDigest digest, long rowNumber, Trip trip, long seed) {
            throw new IllegalStateException("a load-only baseline stores nothing to digest");
        }
    },
    /** The trip id (its row number) and the 18 TLC columns as parsed ({@link TripRows}): every store keyed by trip id. */
    TRIP("store", TripRows.COLUMNS) {
        @Override
        public void add(RowDigest digest, long rowNumber, Trip trip, long seed) {
            TripRows.add(digest, rowNumber, trip);
        }
    },
    /** The study's {@link TripDetails} with a reproducible UUID per row ({@link TripDetailsRows}): the paper variants. */
    TRIP_DETAILS("store", TripDetailsRows.COLUMNS) {
        @Override
        public void add(RowDigest digest, long rowNumber, Trip trip, long seed) {
            TripDetailsRows.add(digest, TripDetails.of(trip, TripIds.uuid(seed, rowNumber)));
        }
    };

    private final String phase;
    private final List<String> columns;

    TripShape(String phase, List<String> columns) {
        this.phase = phase;
        this.columns = columns;
    }

    /** The cell phase of loaders of this shape: {@code load-only} or {@code store}. */
    public String phase() {
        return phase;
    }

    /** Whether loaders of this shape store anything to verify. */
    public boolean stores() {
        return this != NONE;
    }

    /** An empty digest of this shape. */
    public RowDigest digest() {
        return new RowDigest(columns);
    }

    /** A digest of this shape from its components. */
    public RowDigest digest(long[] components) {
        return RowDigest.of(columns, components);
    }

    /** Adds the {@code rowNumber}-th (1-based) trip the reader delivered, in this shape's canonical form. */
    public abstract void add(RowDigest digest, long rowNumber, Trip trip, long seed);
}
