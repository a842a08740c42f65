package persistencebench.write.leveldb;

import java.io.IOException;
import org.iq80.leveldb.DB;
import org.iq80.leveldb.WriteOptions;
import persistencebench.write.kv.KvWriter;

/**
 * One {@link DB#put(byte[], byte[])} per key with LevelDB's default (asynchronous) write options. Each put is held
 * until the next one arrives, so the sample's last put can be written at close with the durability class's options.
 */
final class LevelDbPutWriter implements KvWriter {
    private final DB db;
    private final WriteOptions lastPut;
    private byte[] heldKey;
    private byte[] heldValue;

    LevelDbPutWriter(DB db, WriteOptions lastPut) {
        this.db = db;
        this.lastPut = lastPut;
    }

    @Override
    public void put(byte[] key, byte[] value) {
        if (heldKey != null) {
            db.put(heldKey, heldValue);
        }
        heldKey = key;
        heldValue = value;
    }

    @Override
    public void close() throws IOException {
        try (db) {
            if (heldKey != null) {
                db.put(heldKey, heldValue, lastPut);
            }
        }
    }
}
