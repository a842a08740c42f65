package persistencebench.write.rocksdb;

import java.nio.file.Path;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.WriteOptions;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvOperations;

/**
 * A stored RocksDB database opened for single operations with default options, whatever wrote it: every put and delete
 * goes through the WAL with {@code WriteOptions.setSync(true)} under {@code disk} (the write returns once the WAL is
 * synced, RocksDB's per-write durability) and unsynced under {@code os} (the WAL written to the OS).
 */
final class RocksDbOperations implements KvOperations {
    private final Options options;
    private final WriteOptions writes;
    private final RocksDB db;

    private RocksDbOperations(Options options, WriteOptions writes, RocksDB db) {
        this.options = options;
        this.writes = writes;
        this.db = db;
    }

    static RocksDbOperations open(Path directory, Durability durability) throws RocksDBException {
        Options options = new Options();
        WriteOptions writes = new WriteOptions().setSync(durability.forcesFiles());
        try {
            return new RocksDbOperations(options, writes, RocksDB.open(options, directory.toString()));
        } catch (RocksDBException | RuntimeException e) {
            writes.close();
            options.close();
            throw e;
        }
    }

    @Override
    public byte[] get(byte[] key) throws RocksDBException {
        return db.get(key);
    }

    @Override
    public void put(byte[] key, byte[] value) throws RocksDBException {
        db.put(writes, key, value);
    }

    @Override
    public void delete(byte[] key) throws RocksDBException {
        db.delete(writes, key);
    }

    @Override
    public void close() throws RocksDBException {
        try (options; writes; db) {
            db.closeE();
        }
    }
}
