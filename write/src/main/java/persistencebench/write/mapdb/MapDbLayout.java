package persistencebench.write.mapdb;

import java.io.File;
import org.mapdb.DB;
import org.mapdb.DBMaker;
import org.mapdb.HTreeMap;
import org.mapdb.Serializer;
import persistencebench.write.kv.HashKvReader;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvWriter;
import persistencebench.write.kv.TripKeys;

/**
 * How a variant lays its trips out in the MapDB file: how the file is opened for writing and for reading, and which
 * map holds the trips, with what it is written, read and operated on.
 */
enum MapDbLayout {
    /**
     * {@code paper}: MapDB as the KV reference's {@code TestMapDB} ran it: a file store through a {@code FileChannel}
     * with the header checksum check bypassed (which matters only when reopening a store not closed cleanly) and no
     * transactions, one hash map at its default layout, one put per key. Its string serializers become
     * {@code Serializer.BYTE_ARRAY}, since our keys and values are bytes.
     */
    HASH_MAP {
        @Override
        DBMaker.Maker writable(File file) {
            return DBMaker.fileDB(file).fileChannelEnable().checksumHeaderBypass();
        }

        @Override
        DBMaker.Maker readOnly(File file) {
            return DBMaker.fileDB(file).fileChannelEnable().readOnly();
        }

        @Override
        KvWriter writer(DB db) {
            HTreeMap<byte[], byte[]> map = trips(db).create();
            return new MapDbWriter(db, map::put, () -> { });
        }

        @Override
        KvOperations operations(DB db) {
            return new MapDbOperations<>(db, trips(db).open(), key -> key);
        }

        @Override
        KvReader reader(DB db) {
            return new HashKvReader(trips(db).open(), "MapDB's HTreeMap", db::close);
        }

        private DB.HashMapMaker<byte[], byte[]> trips(DB db) {
            return db.hashMap(MapDbStore.MAP_NAME, Serializer.BYTE_ARRAY, Serializer.BYTE_ARRAY);
        }
    },
    /**
     * {@code tuned}: MapDB's documented bulk import: a B-tree map built by {@code createFromSink()} from keys in
     * ascending order (nodes are written once, sequentially, never modified), with {@code Serializer.LONG} keys (the
     * specialised key serializer the docs recommend: ids delta-packed in each node) and byte-array values. The file is
     * memory-mapped ({@code fileMmapEnableIfSupported}, the docs' fastest file access), without the pre-clearing of each
     * newly mapped region ({@code fileMmapPreclearDisable}, which the docs list to make mmap faster; its cost is a JVM
     * crash instead of an error should the disk fill), and without locks ({@code concurrencyDisable}: one thread loads).
     */
    TREE_MAP_SINK {
        @Override
        DBMaker.Maker writable(File file) {
            return DBMaker.fileDB(file).fileMmapEnableIfSupported().fileMmapPreclearDisable().concurrencyDisable();
        }

        @Override
        DBMaker.Maker readOnly(File file) {
            return DBMaker.fileDB(file).fileMmapEnableIfSupported().readOnly();
        }

        @Override
        KvWriter writer(DB db) {
            DB.TreeMapSink<Long, byte[]> sink = trips(db).createFromSink();
            return new MapDbWriter(db, (key, value) -> sink.put(TripKeys.id(key), value), sink::create);
        }

        /** The B-tree as built, changed one entry at a time (nodes split and rewritten as any B-tree's). */
        @Override
        KvOperations operations(DB db) {
            return new MapDbOperations<>(db, trips(db).open(), TripKeys::id);
        }

        @Override
        KvReader reader(DB db) {
            return new MapDbTreeReader(db, trips(db).open());
        }

        private DB.TreeMapMaker<Long, byte[]> trips(DB db) {
            return db.treeMap(MapDbStore.MAP_NAME, Serializer.LONG, Serializer.BYTE_ARRAY);
        }
    };

    /** The maker of the store the writer and single operations open, before durability is applied. */
    abstract DBMaker.Maker writable(File file);

    /** The maker of the store a reader opens. */
    abstract DBMaker.Maker readOnly(File file);

    /** A sample's writer into the new map in {@code db}; closing it commits and closes {@code db}. */
    abstract KvWriter writer(DB db);

    /** Single operations on the stored map in {@code db}. */
    abstract KvOperations operations(DB db);

    /** A reader of the stored map in {@code db}, opened read-only; closing it closes {@code db}. */
    abstract KvReader reader(DB db);
}
