package persistencebench.write.mapdb;

import org.mapdb.DB;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/** One MapDB file store without transactions, laid out as the variant's {@link MapDbLayout} says. */
final class MapDbEngine implements KvEngine {
    private final MapDbLayout layout;

    /** Untimed, in the cell's fork: what the first open would load once per JVM is loaded here. */
    MapDbEngine(MapDbLayout layout) {
        this.layout = layout;
        MapDbStore.loadClasses();
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        return layout.writer(writable(spec));
    }

    @Override
    public KvOperations openOperations(KvStoreSpec spec) {
        return layout.operations(writable(spec));
    }

    @Override
    public String singleOpsNotServed() {
        return null;
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) {
        return layout.reader(layout.readOnly(MapDbStore.file(spec.directory())).make());
    }

    @Override
    public String implementation() {
        return KvEngine.implementation(this, layout);
    }

    private DB writable(KvStoreSpec spec) {
        return MapDbStore.honouring(layout.writable(MapDbStore.file(spec.directory())), spec.durability()).make();
    }
}
