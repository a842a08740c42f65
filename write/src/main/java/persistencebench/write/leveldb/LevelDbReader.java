package persistencebench.write.leveldb;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.iq80.leveldb.DB;
import org.iq80.leveldb.DBIterator;
import org.iq80.leveldb.Options;
import org.iq80.leveldb.impl.DbImpl;
import org.iq80.leveldb.impl.Iq80DBFactory;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;

/**
 * A stored iq80 LevelDB opened with its variant's options: points by {@link DB#get(byte[])}, scans by a
 * {@link DBIterator} seek. iq80 has no read-only mode: opening replays the writer's log into a level-0 table.
 */
final class LevelDbReader implements KvReader {
    private final DB db;

    private LevelDbReader(DB db) {
        this.db = db;
    }

    static LevelDbReader open(Path directory, Options options) throws IOException {
        DB db = Iq80DBFactory.factory.open(directory.toFile(), options.createIfMissing(false));
        // No read-only mode: opening schedules the compaction the writer left; suspended, so no background work runs
        // beside the timed reads (no other engine has any), resumed at close (close would otherwise wait for it forever).
        try {
            ((DbImpl) db).suspendCompactions();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            db.close();
            throw new IOException("interrupted while waiting for LevelDB's running compaction", e);
        }
        return new LevelDbReader(db);
    }

    @Override
    public byte[] get(byte[] key) {
        return db.get(key);
    }

    @Override
    public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
        try (DBIterator iterator = db.iterator()) {
            iterator.seek(firstKey);
            for (int n = 0; n < count && iterator.hasNext(); n++) {
                Map.Entry<byte[], byte[]> entry = iterator.next();
                sink.accept(entry.getKey(), entry.getValue());
            }
        }
    }

    @Override
    public void forEach(KvEntrySink sink) throws Exception {
        try (DBIterator iterator = db.iterator()) {
            for (iterator.seekToFirst(); iterator.hasNext(); ) {
                Map.Entry<byte[], byte[]> entry = iterator.next();
                sink.accept(entry.getKey(), entry.getValue());
            }
        }
    }

    @Override
    public void close() throws IOException {
        ((DbImpl) db).resumeCompactions();
        db.close();
    }
}
