package persistencebench.write.mapdb;

import java.util.Iterator;
import java.util.Map;
import org.mapdb.BTreeMap;
import org.mapdb.DB;
import org.mapdb.DBMaker;
import org.mapdb.Serializer;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;

/**
 * {@code tuned}: MapDB's documented bulk import: a B-tree map built by {@code createFromSink()} from keys in ascending
 * order (nodes are written once, sequentially, never modified), with {@code Serializer.LONG} keys (the specialised key
 * serializer the docs recommend: ids delta-packed in each node) and byte-array values. The file is memory-mapped
 * ({@code fileMmapEnableIfSupported}, the docs' fastest file access), without the pre-clearing of each newly mapped
 * region ({@code fileMmapPreclearDisable}, which the docs list to make mmap faster; its cost is a JVM crash instead of
 * an error should the disk fill), and without locks ({@code concurrencyDisable}: one thread loads).
 */
final class MapDbTreeMapSinkEngine implements KvEngine {

    /** Untimed, in the cell's fork: what the first open would load once per JVM is loaded here. */
    MapDbTreeMapSinkEngine() {
        MapDbStore.loadClasses();
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        DB db = writable(spec);
        DB.TreeMapSink<Long, byte[]> sink = db.treeMap(MapDbStore.MAP_NAME, Serializer.LONG, Serializer.BYTE_ARRAY).createFromSink();
        return new MapDbWriter(db, (key, value) -> sink.put(TripKeys.id(key), value), sink::create);
    }

    /** The B-tree as built, changed one entry at a time (nodes split and rewritten as any B-tree's). */
    @Override
    public KvOperations openOperations(KvStoreSpec spec) {
        DB db = writable(spec);
        return new MapDbOperations<>(db, db.treeMap(MapDbStore.MAP_NAME, Serializer.LONG, Serializer.BYTE_ARRAY).open(), TripKeys::id);
    }

    @Override
    public String singleOpsNotServed() {
        return null;
    }

    private static DB writable(KvStoreSpec spec) {
        DBMaker.Maker maker = DBMaker.fileDB(MapDbStore.file(spec.directory())).fileMmapEnableIfSupported().fileMmapPreclearDisable()
                .concurrencyDisable();
        return MapDbStore.honouring(maker, spec.durability()).make();
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) {
        DB db = DBMaker.fileDB(MapDbStore.file(spec.directory())).fileMmapEnableIfSupported().readOnly().make();
        return new Reader(db, db.treeMap(MapDbStore.MAP_NAME, Serializer.LONG, Serializer.BYTE_ARRAY).open());
    }

    /** Point gets and ordered scans of the B-tree. */
    private static final class Reader implements KvReader {
        private final DB db;
        private final BTreeMap<Long, byte[]> map;

        Reader(DB db, BTreeMap<Long, byte[]> map) {
            this.db = db;
            this.map = map;
        }

        @Override
        public byte[] get(byte[] key) {
            return map.get(TripKeys.id(key));
        }

        @Override
        public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
            Iterator<Map.Entry<Long, byte[]>> entries = map.entryIterator(TripKeys.id(firstKey), true, null, false);
            for (int read = 0; read < count && entries.hasNext(); read++) {
                Map.Entry<Long, byte[]> entry = entries.next();
                sink.accept(TripKeys.key(entry.getKey()), entry.getValue());
            }
        }

        @Override
        public void forEach(KvEntrySink sink) throws Exception {
            Iterator<Map.Entry<Long, byte[]>> entries = map.entryIterator();
            while (entries.hasNext()) {
                Map.Entry<Long, byte[]> entry = entries.next();
                sink.accept(TripKeys.key(entry.getKey()), entry.getValue());
            }
        }

        @Override
        public void close() {
            db.close();
        }
    }
}
