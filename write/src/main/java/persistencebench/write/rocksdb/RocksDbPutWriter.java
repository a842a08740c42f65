package persistencebench.write.rocksdb;

import java.io.IOException;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/**
 * One {@link RocksDB#put(byte[], byte[])} per key into a database opened with the options the KV reference used. Each
 * put goes through the WAL to the OS without a sync (RocksDB's default WriteOptions); close syncs the WAL only when the
 * run's durability class asks for the disk.
 */
final class RocksDbPutWriter implements KvWriter {
    private final Options options;
    private final RocksDB db;
    private final boolean syncWalAtClose;

    private RocksDbPutWriter(Options options, RocksDB db, boolean syncWalAtClose) {
        this.options = options;
        this.db = db;
        this.syncWalAtClose = syncWalAtClose;
    }

    static RocksDbPutWriter open(KvStoreSpec spec) throws RocksDBException {
        // The reference's options; useFsync(false) (fdatasync rather than fsync) is also RocksDB's default.
        Options options = new Options().setCreateIfMissing(true).setUseFsync(false);
        try {
            return new RocksDbPutWriter(options, RocksDB.open(options, spec.directory().toString()), syncsWalAtClose(spec.durability()));
        } catch (RocksDBException | RuntimeException e) {
            options.close();
            throw e;
        }
    }

    /** Whether close syncs the WAL, making every put durable: only under {@link Durability#DISK}. */
    static boolean syncsWalAtClose(Durability durability) {
        return durability.forcesFiles();
    }

    @Override
    public void put(byte[] key, byte[] value) throws RocksDBException {
        db.put(key, value);
    }

    @Override
    public void close() throws IOException {
        // Resources close in reverse order (database, then its options) even when the sync fails.
        try (options; db) {
            if (syncWalAtClose) {
                db.syncWal();
            }
            db.closeE();
        } catch (RocksDBException e) {
            throw new IOException(e);
        }
    }
}
