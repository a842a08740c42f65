package persistencebench.write.lmdb;

import java.nio.ByteBuffer;
import org.lmdbjava.Env;
import org.lmdbjava.PutFlags;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/** How a variant writes its sample into LMDB: the map its writer's environment opens with, and the flags of its puts. */
enum LmdbWriting {
    /**
     * {@code paper}: LMDB as a first user runs it: default env flags, one database, every key put as it comes (no
     * {@code MDB_APPEND}) in one write transaction committed at the end. Only the map size cannot stay at its default:
     * the map is {@link LmdbStore#FIXED_MAP_SIZE}.
     */
    PUT_AS_KEYS_COME {
        @Override
        long mapSize(KvStoreSpec spec) {
            return LmdbStore.FIXED_MAP_SIZE;
        }

        @Override
        KvWriter begin(Env<ByteBuffer> env) {
            return LmdbWriter.begin(env);
        }
    },
    /**
     * {@code tuned}: LMDB's bulk load of sorted keys: {@code MDB_APPEND} puts (no key search, every leaf page left full)
     * through one cursor in one write transaction, into a map sized from the data by {@link LmdbMapSize}.
     * {@code MDB_WRITEMAP} is left off: LMDB's docs expect it to be slightly faster for databases that fit in RAM, but it
     * preallocates the file to the whole map, and on this project's ext4 machine appending 0.5 to 1 million trips with it
     * took 1.3 to 2.5 times as long (every new page of the sparse shared map is a page fault).
     */
    APPEND {
        @Override
        long mapSize(KvStoreSpec spec) {
            return LmdbMapSize.forAscendingLoad(spec.entries(), spec.keyBytes(), spec.valueBytes());
        }

        @Override
        KvWriter begin(Env<ByteBuffer> env) {
            return LmdbWriter.begin(env, PutFlags.MDB_APPEND);
        }
    };

    /** Bytes of map the writer's environment opens with for {@code spec}'s entries. */
    abstract long mapSize(KvStoreSpec spec);

    /** The sample's write transaction on {@code env}, opened at {@link #mapSize}; closes {@code env} if that fails. */
    abstract KvWriter begin(Env<ByteBuffer> env);
}
