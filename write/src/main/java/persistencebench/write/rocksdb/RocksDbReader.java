package persistencebench.write.rocksdb;

import java.nio.file.Path;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;

/**
 * A stored RocksDB database opened read-only with default options (its 32 MiB block cache included): points by
 * {@link RocksDB#get(byte[])}, scans by a {@link RocksIterator} seek. Read-only replays a WAL left by the writer in
 * memory, so the reader never changes the store it measures.
 */
final class RocksDbReader implements KvReader {
    private final Options options;
    private final RocksDB db;

    private RocksDbReader(Options options, RocksDB db) {
        this.options = options;
        this.db = db;
    }

    static RocksDbReader open(Path directory) throws RocksDBException {
        Options options = new Options();
        try {
            return new RocksDbReader(options, RocksDB.openReadOnly(options, directory.toString()));
        } catch (RocksDBException | RuntimeException e) {
            options.close();
            throw e;
        }
    }

    @Override
    public byte[] get(byte[] key) throws RocksDBException {
        return db.get(key);
    }

    @Override
    public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
        try (RocksIterator iterator = db.newIterator()) {
            iterator.seek(firstKey);
            for (int n = 0; n < count && iterator.isValid(); n++, iterator.next()) {
                sink.accept(iterator.key(), iterator.value());
            }
            iterator.status();
        }
    }

    @Override
    public void forEach(KvEntrySink sink) throws Exception {
        try (RocksIterator iterator = db.newIterator()) {
            for (iterator.seekToFirst(); iterator.isValid(); iterator.next()) {
                sink.accept(iterator.key(), iterator.value());
            }
            iterator.status();
        }
    }

    @Override
    public void close() {
        db.close();
        options.close();
    }
}
