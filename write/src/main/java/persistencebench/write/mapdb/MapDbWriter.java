package persistencebench.write.mapdb;

import org.mapdb.DB;
import persistencebench.write.kv.KvWriter;

/** A MapDB store opened for one sample's puts; closing finishes the map, commits (MapDB's sync) and closes the store. */
final class MapDbWriter implements KvWriter {
    /** How the variant's map takes one entry. */
    @FunctionalInterface
    interface Put {
        void put(byte[] key, byte[] value);
    }

    private final DB db;
    private final Put put;
    private final Runnable finish;
    private boolean closed;

    /**
     * @param finish what the map needs once every entry is in, before the commit (a sink builds its map's root)
     */
    MapDbWriter(DB db, Put put, Runnable finish) {
        this.db = db;
        this.put = put;
        this.finish = finish;
    }

    @Override
    public void put(byte[] key, byte[] value) {
        put.put(key, value);
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try (db) {
            finish.run();
            db.commit();
        }
    }
}
