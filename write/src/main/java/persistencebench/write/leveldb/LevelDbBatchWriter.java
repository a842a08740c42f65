package persistencebench.write.leveldb;

import java.io.IOException;
import org.iq80.leveldb.DB;
import org.iq80.leveldb.WriteBatch;
import org.iq80.leveldb.WriteOptions;
import persistencebench.write.kv.KvWriter;

/**
 * The keys in {@link WriteBatch}es of {@value #ENTRIES_PER_BATCH} puts (LevelDB's documentation: a batch speeds up
 * bulk updates; its {@code fillbatch} benchmark uses 1,000 per batch), written asynchronously; a full batch is written
 * when the next put arrives, so the last batch, written at close with the durability class's options, is never empty.
 */
final class LevelDbBatchWriter implements KvWriter {
    static final int ENTRIES_PER_BATCH = 1_000;

    private final DB db;
    private final WriteOptions lastBatch;
    private WriteBatch batch;
    private int entries;

    LevelDbBatchWriter(DB db, WriteOptions lastBatch) {
        this.db = db;
        this.lastBatch = lastBatch;
        this.batch = db.createWriteBatch();
    }

    @Override
    public void put(byte[] key, byte[] value) throws IOException {
        if (entries == ENTRIES_PER_BATCH) {
            try (WriteBatch full = batch) {
                db.write(full);
            }
            batch = db.createWriteBatch();
            entries = 0;
        }
        batch.put(key, value);
        entries++;
    }

    @Override
    public void close() throws IOException {
        try (db; WriteBatch last = batch) {
            if (entries > 0) {
                db.write(last, lastBatch);
            }
        }
    }
}
