package persistencebench.write.microstream;

import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import persistencebench.model.taxi.Trip;
import persistencebench.write.plugin.TripConsumer;
import persistencebench.write.readback.TripLookup;

/**
 * The tuned graph read by trip id on a storage manager of its own, shut down on close: each read goes through the id
 * index to its chunk, which the storage loads on first use and keeps while the lookup runs.
 */
final class TripGraphLookup implements TripLookup {
    private final EmbeddedStorageManager storage;
    private final TripGraph graph;

    TripGraphLookup(EmbeddedStorageManager storage, TripGraph graph) {
        this.storage = storage;
        this.graph = graph;
    }

    @Override
    public Trip get(long id) {
        return graph.trip(id);
    }

    @Override
    public void scan(long firstId, int count, TripConsumer sink) throws Exception {
        for (long id = firstId; id < firstId + count; id++) {
            Trip trip = graph.trip(id);
            if (trip != null) {
                sink.accept(trip);
            }
        }
    }

    @Override
    public String scanKind() {
        return "point reads of consecutive ids through the id index (the chunks hold one pickup date each, not an id range)";
    }

    @Override
    public void close() {
        storage.shutdown();
    }
}
