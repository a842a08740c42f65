package persistencebench.write.lmdb;

import java.nio.ByteBuffer;
import org.lmdbjava.Env;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/** LMDB, written as the variant's {@link LmdbWriting} says, read and operated on alike whatever wrote it. */
final class LmdbEngine implements KvEngine {
    private final LmdbWriting writing;

    /** Untimed, in the cell's fork: what the first open would load once per JVM is loaded here. */
    LmdbEngine(LmdbWriting writing) {
        this.writing = writing;
        LmdbStore.loadNativeLibrary();
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        Env<ByteBuffer> env = Env.create().setMapSize(writing.mapSize(spec)).open(spec.directory().toFile(), LmdbStore.writerFlags(spec.durability()));
        return writing.begin(env);
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

    @Override
    public String implementation() {
        return KvEngine.implementation(this, writing);
    }
}
