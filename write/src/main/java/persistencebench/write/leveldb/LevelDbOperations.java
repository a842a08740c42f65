package persistencebench.write.leveldb;

import java.io.IOException;
import java.nio.file.Path;
import org.iq80.leveldb.DB;
import org.iq80.leveldb.Options;
import org.iq80.leveldb.WriteOptions;
import org.iq80.leveldb.impl.Iq80DBFactory;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvOperations;

/**
 * A stored iq80 LevelDB opened for single operations with its variant's options: every put and delete written with
 * {@code WriteOptions.sync(true)} under {@code disk} (LevelDB's per-write durability; iq80 forces the current 1 MiB
 * window of its memory-mapped log, which holds the record just written unless it began in the previous window) and
 * with the default asynchronous writes under {@code os}.
 */
final class LevelDbOperations implements KvOperations {
    private final DB db;
    private final WriteOptions writes;

    private LevelDbOperations(DB db, WriteOptions writes) {
        this.db = db;
        this.writes = writes;
    }

    static LevelDbOperations open(Path directory, Options options, Durability durability) throws IOException {
        return new LevelDbOperations(Iq80DBFactory.factory.open(directory.toFile(), options.createIfMissing(false)),
                LevelDbDurability.lastWrite(durability));
    }

    @Override
    public byte[] get(byte[] key) {
        return db.get(key);
    }

    @Override
    public void put(byte[] key, byte[] value) {
        db.put(key, value, writes);
    }

    @Override
    public void delete(byte[] key) {
        db.delete(key, writes);
    }

    @Override
    public void close() throws IOException {
        db.close();
    }
}
