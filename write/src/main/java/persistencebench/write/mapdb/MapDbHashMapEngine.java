package persistencebench.write.mapdb;

import java.util.Map;
import org.mapdb.DB;
import org.mapdb.DBMaker;
import org.mapdb.HTreeMap;
import org.mapdb.Serializer;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/**
 * {@code paper}: MapDB as the KV reference's {@code TestMapDB} ran it: a file store through a {@code FileChannel}
 * with the header checksum check bypassed (which matters only when reopening a store not closed cleanly) and no
 * transactions, one hash map at its default layout, one put per key. Its string serializers become
 * {@code Serializer.BYTE_ARRAY}, since our keys and values are bytes.
 */
final class MapDbHashMapEngine implements KvEngine {

    /** Untimed, in the cell's fork: what the first open would load once per JVM is loaded here. */
    MapDbHashMapEngine() {
        MapDbStore.loadClasses();
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        DBMaker.Maker maker = DBMaker.fileDB(MapDbStore.file(spec.directory())).fileChannelEnable().checksumHeaderBypass();
        DB db = MapDbStore.honouring(maker, spec.durability()).make();
        HTreeMap<byte[], byte[]> map = db.hashMap(MapDbStore.MAP_NAME, Serializer.BYTE_ARRAY, Serializer.BYTE_ARRAY).create();
        return new MapDbWriter(db, map::put, () -> { });
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) {
        DB db = DBMaker.fileDB(MapDbStore.file(spec.directory())).fileChannelEnable().readOnly().make();
        return new Reader(db, db.hashMap(MapDbStore.MAP_NAME, Serializer.BYTE_ARRAY, Serializer.BYTE_ARRAY).open());
    }

    /** The hash map has no key order: scans are point reads of consecutive ids. */
    private static final class Reader implements KvReader {
        private final DB db;
        private final HTreeMap<byte[], byte[]> map;

        Reader(DB db, HTreeMap<byte[], byte[]> map) {
            this.db = db;
            this.map = map;
        }

        @Override
        public byte[] get(byte[] key) {
            return map.get(key);
        }

        @Override
        public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
            KvReader.scanByGets(this, firstKey, count, sink);
        }

        @Override
        public void forEach(KvEntrySink sink) throws Exception {
            for (Map.Entry<byte[], byte[]> entry : map.entrySet()) {
                sink.accept(entry.getKey(), entry.getValue());
            }
        }

        @Override
        public String scanKind() {
            return "point reads of consecutive ids (MapDB's hash map has no key order)";
        }

        @Override
        public void close() {
            db.close();
        }
    }
}
