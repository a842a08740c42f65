package persistencebench.write.microstream;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import one.microstream.reference.Lazy;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.harness.files.Directories;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.trip.Trip;
import persistencebench.model.trip.TripChecksum;
import persistencebench.write.StoredTrips;
import persistencebench.write.TripLoader;
import persistencebench.write.TripSource;

/**
 * MicroStream as the paper used it: the root is a {@code Map<Integer, Lazy<List<Trip>>>} keyed by day of
 * month; the whole month is read into memory grouped by day, then stored day by day (one store per day,
 * far below the 2 GiB commit limit). Kept with the paper's flaw: out-of-month pickups land in the day of
 * the same number (the trips themselves keep their dates, so count and checksum still match).
 */
public final class MicroStreamPaperTripLoader implements TripLoader {
    private final Path directory;
    private final int channels;

    public MicroStreamPaperTripLoader(Path directory, int channels) {
        this.directory = directory;
        this.channels = channels;
    }

    @Override
    public void reset() throws Exception {
        Directories.recreate(directory);
    }

    @Override
    public void load(TripSource trips) throws Exception {
        EmbeddedStorageManager storage = MicroStreamStorages.start(directory, channels, false);
        try {
            Map<Integer, List<Trip>> month = new HashMap<>();
            trips.forEach(trip -> month.computeIfAbsent(trip.pickup().getDayOfMonth(), day -> new ArrayList<>()).add(trip));
            Map<Integer, Lazy<List<Trip>>> root = new HashMap<>();
            storage.setRoot(root);
            storage.storeRoot();
            for (Map.Entry<Integer, List<Trip>> day : new TreeMap<>(month).entrySet()) {
                root.put(day.getKey(), Lazy.Reference(day.getValue()));
                storage.store(root);
            }
        } finally {
            storage.shutdown();
        }
    }

    @Override
    public StoredTrips inspect() throws Exception {
        long diskBytes = Directories.sizeOf(directory);
        EmbeddedStorageManager storage = MicroStreamStorages.start(directory, channels, false);
        try {
            TripChecksum checksum = new TripChecksum();
            if (storage.root() instanceof Map<?, ?> root) {
                for (Map.Entry<?, ?> day : root.entrySet()) {
                    Lazy<?> lazy = (Lazy<?>) day.getValue();
                    for (Object stored : (List<?>) lazy.get()) {
                        Trip trip = (Trip) stored;
                        if (!day.getKey().equals(trip.pickup().getDayOfMonth())) {
                            throw new VerificationException("trip picked up " + trip.pickup() + " is stored under day " + day.getKey());
                        }
                        checksum.add(trip);
                    }
                    lazy.clear();
                }
            }
            return new StoredTrips(checksum, diskBytes);
        } finally {
            storage.shutdown();
        }
    }

    @Override
    public void close() throws IOException {
        Directories.delete(directory);
    }
}
