package persistencebench.write.rocksdb;

import java.io.IOException;
import java.nio.file.Path;
import org.rocksdb.FlushOptions;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.WriteOptions;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.singleops.IdleWait;

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

    /**
     * RocksDB's own quiet point, not a manual {@code CompactRange} (which would rewrite the store into a shape no running
     * system has): the memtable flushed and waited for ({@code FlushOptions.setWaitForFlush}), then polling the
     * {@code rocksdb.mem-table-flush-pending}, {@code rocksdb.num-running-flushes}, {@code rocksdb.compaction-pending}
     * and {@code rocksdb.num-running-compactions} properties until all are 0, so the compactions the load (or this
     * reopen) left scheduled run now rather than under the first operations.
     */
    @Override
    public String quiesce() throws RocksDBException, InterruptedException {
        try (FlushOptions flush = new FlushOptions().setWaitForFlush(true)) {
            db.flush(flush);
        }
        boolean idle = IdleWait.until(() -> db.getLongProperty("rocksdb.mem-table-flush-pending") + db.getLongProperty("rocksdb.num-running-flushes")
                + db.getLongProperty("rocksdb.compaction-pending") + db.getLongProperty("rocksdb.num-running-compactions"), IdleWait.QUIESCE_LIMIT);
        return "memtable flushed (waited for), then " + (idle ? "waited until no flush or compaction was pending or running"
                : "still flushing or compacting after " + IdleWait.QUIESCE_LIMIT.toSeconds() + " s; went ahead");
    }

    @Override
    public void close() throws IOException {
        try (options; writes; db) {
            db.closeE();
        } catch (RocksDBException e) {
            throw new IOException(e);
        }
    }
}
