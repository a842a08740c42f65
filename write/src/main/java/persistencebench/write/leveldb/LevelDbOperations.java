package persistencebench.write.leveldb;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.iq80.leveldb.DB;
import org.iq80.leveldb.Options;
import org.iq80.leveldb.WriteOptions;
import org.iq80.leveldb.impl.DbImpl;
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
    /** Passes of {@link #quiesce()} at most: each waits for at least one compaction, far more than a load leaves. */
    private static final int MAX_QUIESCE_PASSES = 1_000;
    private final DB db;
    private final WriteOptions writes;
    private final Path directory;

    private LevelDbOperations(DB db, WriteOptions writes, Path directory) {
        this.db = db;
        this.writes = writes;
        this.directory = directory;
    }

    static LevelDbOperations open(Path directory, Options options, Durability durability) throws IOException {
        return new LevelDbOperations(Iq80DBFactory.factory.open(directory.toFile(), options.createIfMissing(false)),
                LevelDbDurability.lastWrite(durability), directory);
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

    /**
     * iq80 has no property saying whether a compaction is pending (its {@code getProperty} answers null), so this waits
     * on its compaction thread itself: {@code suspendCompactions()} queues a task behind the compactions scheduled so far
     * and returns once that task runs, i.e. once they are done; {@code resumeCompactions()} lets the thread go on. A
     * compaction schedules the next one when it finishes, so passes repeat until one leaves the store's files (which
     * every compaction replaces) unchanged.
     */
    @Override
    public String quiesce() throws InterruptedException, IOException {
        DbImpl engine = (DbImpl) db;
        int passes = 0;
        List<String> before;
        do {
            before = files();
            engine.suspendCompactions();
            engine.resumeCompactions();
            passes++;
        } while (!before.equals(files()) && passes < MAX_QUIESCE_PASSES);
        return "waited for iq80's compaction thread to finish the compactions it had scheduled (" + passes + " passes"
                + (passes == MAX_QUIESCE_PASSES ? ", the limit; went ahead)" : ", the last changed no file)");
    }

    private List<String> files() throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    @Override
    public void close() throws IOException {
        db.close();
    }
}
