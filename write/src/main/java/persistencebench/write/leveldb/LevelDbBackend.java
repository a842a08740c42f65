package persistencebench.write.leveldb;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.write.kv.KvVariants;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.WriteBackend;

/**
 * {@code leveldb}: LevelDB as iq80's pure-Java port, the implementation the KV reference ran (its LevelDB test opened
 * the store through {@code Iq80DBFactory}); the JNI wrapper of Google's C++ LevelDB (leveldbjni 1.8, 2013) is not what
 * it measured.
 */
public final class LevelDbBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("leveldb", "LevelDB (iq80 Java port)", "#ff9896", 62,
            "org.iq80.leveldb.impl.Iq80DBFactory", Set.of());

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                KvVariants.paper("as the KV reference ran it: iq80's pure-Java LevelDB (the implementation it measured) with default"
                        + " Options and its cacheSize of 100 MB (ignored by iq80 0.12), one put per key, then close; under durability"
                        + " disk the last put is written with WriteOptions.sync(true), under os nothing is forced (iq80 forces every"
                        + " table file it writes, and a sync forces only the current 1 MiB window of its memory-mapped log)",
                        List.of(), context -> new LevelDbEngine(LevelDbWriting.ONE_PUT_PER_KEY)),
                KvVariants.tuned("what LevelDB's documentation suggests for a bulk load: iq80's pure-Java LevelDB with a 64 MiB write"
                        + " buffer (default 4 MiB; options.h: larger values help bulk loads) and WriteBatches of 1,000 puts (LevelDB's"
                        + " fillbatch benchmark), default 4 KiB Snappy blocks; under durability disk the last batch is written with"
                        + " WriteOptions.sync(true), under os nothing is forced (iq80 forces every table file it writes, and a sync"
                        + " forces only the current 1 MiB window of its memory-mapped log; its FileChannel log, -Dleveldb.mmap=false,"
                        + " cannot be used: iq80 0.12 then reads tables into heap buffers, which its Snappy decoder rejects)",
                        List.of(), context -> new LevelDbEngine(LevelDbWriting.WRITE_BATCHES)));
    }
}
