package persistencebench.write.kv;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import persistencebench.harness.measure.VerificationException;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.taxi.RowDigest;
import persistencebench.model.taxi.TripRows;
import persistencebench.write.objectgraph.StorageDirectory;
import persistencebench.write.plugin.LoaderContext;
import persistencebench.write.plugin.StoredTrips;
import persistencebench.write.plugin.TripLoader;
import persistencebench.write.plugin.TripSource;
import persistencebench.write.readback.LookupSource;
import persistencebench.write.readback.TripLookup;
import persistencebench.write.singleops.SingleOpsSource;
import persistencebench.write.singleops.TripOperations;

/**
 * The write path every key-value engine shares: each trip encoded once ({@link TripValueCodec}) and put under its id
 * ({@link TripKeys}) in the variant's {@link KeyOrder}; the engine's writer closes with its last commit, and under
 * {@code -Ddurability=disk} the store's directory is then forced (timed), so no engine's answer to "is it on disk"
 * depends on its own defaults. The proof reopens the store with a new engine instance and digests every entry,
 * checking that the keys are exactly the ids 1..n (distinct ids once single operations ran: {@link KvTripOperations});
 * then the engine clears what it keeps outside the directory (a server's collection), as it does before every sample.
 */
public final class KvTripLoader implements TripLoader, LookupSource, SingleOpsSource {
    private final KvEngine engine;
    private final KeyOrder order;
    private final StorageDirectory directory;
    private final KvStoreSpec spec;
    private final long seed;
    private KvWriter writer;
    private boolean operated;

    public KvTripLoader(LoaderContext context, KeyOrder order, KvEngine engine) {
        this.engine = engine;
        this.order = order;
        this.directory = new StorageDirectory(context.storageDirectory(), context.durability());
        this.spec = new KvStoreSpec(context.storageDirectory(), context.durability(), context.expectedRows());
        this.seed = context.seed();
    }

    @Override
    public Map<CellField, Object> reset() throws Exception {
        operated = false;
        directory.recreate();
        engine.clear(spec);
        return Map.of();
    }

    @Override
    public void open() throws Exception {
        writer = engine.openWriter(spec);
    }

    @Override
    public void store(TripSource trips) throws Exception {
        if (order == KeyOrder.ASCENDING) {
            long[] id = {0};
            trips.forEach(trip -> writer.put(TripKeys.key(++id[0]), TripValueCodec.encode(trip)));
            return;
        }
        List<byte[]> values = new ArrayList<>((int) Math.min(Integer.MAX_VALUE - 8, spec.entries()));
        trips.forEach(trip -> values.add(TripValueCodec.encode(trip)));
        for (int index : KeyOrder.permutation(values.size(), seed)) {
            writer.put(TripKeys.key(index + 1L), values.set(index, null));
        }
    }

    @Override
    public boolean persists() {
        return engine.persists();
    }

    @Override
    public void close() throws Exception {
        // Cleared first: a writer whose close failed has released its native resources and must not be closed again.
        KvWriter closing = writer;
        writer = null;
        closing.close();
        if (engine.persists()) {
            directory.makeDurable();
        }
    }

    @Override
    public StoredTrips inspect() throws Exception {
        long diskBytes = directory.sizeAfterWrite();
        RowDigest digest = TripRows.digest();
        BitSet ids = new BitSet();
        long[] problems = {0, 0};
        engine.forEachStored(spec, (key, value) -> {
            long id = TripKeys.id(key);
            if (id < 1 || id > Integer.MAX_VALUE) {
                problems[0]++;
            } else if (ids.get((int) id)) {
                problems[1]++;
            } else {
                ids.set((int) id);
            }
            TripRows.add(digest, id, TripValueCodec.decode(value));
        });
        boolean dense = ids.cardinality() == digest.rows() && (digest.rows() == 0 || ids.length() == digest.rows() + 1);
        // After single operations the ids have holes (deletes) and run past the loaded ones (inserts); the digest proves the rest.
        if (problems[0] > 0 || problems[1] > 0 || (!operated && !dense)) {
            throw new VerificationException("the stored keys are not the trip ids 1.." + digest.rows() + ": " + problems[0]
                    + " out of range, " + problems[1] + " repeated, highest " + (ids.length() - 1));
        }
        StoredTrips stored = new StoredTrips(digest, diskBytes);
        engine.clear(spec);
        return stored;
    }

    @Override
    public Path reproducibleFiles() {
        return engine.reproducibleFiles() ? spec.directory() : null;
    }

    @Override
    public void warmPageCache() throws Exception {
        directory.warmPageCache();
    }

    @Override
    public TripLookup openLookup() throws Exception {
        directory.sizeAfterWrite();
        return new KvTripLookup(engine.openReader(spec));
    }

    @Override
    public String notServed() {
        return engine.singleOpsNotServed();
    }

    @Override
    public TripOperations openOperations() throws Exception {
        directory.sizeAfterWrite();
        operated = true;
        return new KvTripOperations(engine.openOperations(spec));
    }

    @Override
    public void release() throws Exception {
        if (writer != null) {
            try {
                writer.close();
            } finally {
                writer = null;
            }
        }
    }

    @Override
    public String implementation() {
        return engine.implementation() + ", keys in " + order.description();
    }
}
