package persistencebench.write.lmdb;

import java.nio.ByteBuffer;
import org.lmdbjava.Env;
import org.lmdbjava.PutFlags;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/**
 * {@code tuned}: LMDB's bulk load of sorted keys: {@code MDB_APPEND} puts (no key search, every leaf page left full)
 * through one cursor in one write transaction, into a map sized from the data by {@link LmdbMapSize}.
 * {@code MDB_WRITEMAP} is left off: LMDB's docs expect it to be slightly faster for databases that fit in RAM, but it
 * preallocates the file to the whole map, and on this project's ext4 machine appending 0.5 to 1 million trips with it
 * took 1.3 to 2.5 times as long (every new page of the sparse shared map is a page fault).
 */
final class LmdbAppendEngine implements KvEngine {

    /** Untimed, in the cell's fork: what the first open would load once per JVM is loaded here. */
    LmdbAppendEngine() {
        LmdbStore.loadNativeLibrary();
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) {
        Env<ByteBuffer> env = Env.create().setMapSize(LmdbMapSize.forAscendingLoad(spec.entries(), spec.keyBytes(), spec.valueBytes()))
                .open(spec.directory().toFile(), LmdbStore.writerFlags(spec.durability()));
        return LmdbWriter.begin(env, PutFlags.MDB_APPEND);
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
