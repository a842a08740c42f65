package persistencebench.write.lmdb;

import java.nio.ByteBuffer;
import org.lmdbjava.Env;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/**
 * {@code paper}: LMDB as a first user runs it: default env flags, one database, every key put as it comes (no
 * {@code MDB_APPEND}) in one write transaction committed at the end. Only the map size cannot stay at its default.
 */
final class LmdbRandomPutEngine implements KvEngine {

    /** Untimed, in the cell's fork: what the first open would load once per JVM is loaded here. */
    LmdbRandomPutEngine() {
        LmdbStore.loadNativeLibrary();
    }
    /**
     * LmdbJava's 1 MiB default map (LMDB's own is 10 MiB) cannot hold the trips. Without {@code MDB_WRITEMAP} the map is
     * address space only and the file grows with the data, so a fixed 8 GiB costs nothing and is over ten times what
     * 2.8 million trips take in random order (about 0.6 GiB at two-thirds-full pages).
     */
    static final long MAP_SIZE = 8L << 30;

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        Env<ByteBuffer> env = Env.create().setMapSize(MAP_SIZE).open(spec.directory().toFile(), LmdbStore.writerFlags(spec.durability()));
        return LmdbWriter.begin(env);
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) {
        return LmdbReader.open(spec.directory());
    }

    @Override
    public KvOperations openOperations(KvStoreSpec spec) {
        return LmdbOperations.open(spec.directory(), spec.durability());
    }

    @Override
    public String singleOpsNotServed() {
        return null;
    }
}
