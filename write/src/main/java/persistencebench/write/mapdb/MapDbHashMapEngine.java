package persistencebench.write.mapdb;

import org.mapdb.DB;
import org.mapdb.DBMaker;
import org.mapdb.HTreeMap;
import org.mapdb.Serializer;
import persistencebench.write.kv.HashKvReader;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
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
        DB db = writable(spec);
        HTreeMap<byte[], byte[]> map = db.hashMap(MapDbStore.MAP_NAME, Serializer.BYTE_ARRAY, Serializer.BYTE_ARRAY).create();
        return new MapDbWriter(db, map::put, () -> { });
    }

    @Override
    public KvOperations openOperations(KvStoreSpec spec) {
        DB db = writable(spec);
        return new MapDbOperations<>(db, db.hashMap(MapDbStore.MAP_NAME, Serializer.BYTE_ARRAY, Serializer.BYTE_ARRAY).open(), key -> key);
    }

    @Override
    public String singleOpsNotServed() {
        return null;
    }

    private static DB writable(KvStoreSpec spec) {
        DBMaker.Maker maker = DBMaker.fileDB(MapDbStore.file(spec.directory())).fileChannelEnable().checksumHeaderBypass();
        return MapDbStore.honouring(maker, spec.durability()).make();
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) {
        DB db = DBMaker.fileDB(MapDbStore.file(spec.directory())).fileChannelEnable().readOnly().make();
        HTreeMap<byte[], byte[]> map = db.hashMap(MapDbStore.MAP_NAME, Serializer.BYTE_ARRAY, Serializer.BYTE_ARRAY).open();
        return new HashKvReader(map, "MapDB's HTreeMap", db::close);
    }
}
