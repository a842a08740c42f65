package persistencebench.write.lmdb;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import org.lmdbjava.Dbi;
import org.lmdbjava.Env;
import org.lmdbjava.Txn;
import persistencebench.harness.durability.Durability;
import persistencebench.write.kv.KvOperations;

/**
 * A stored LMDB environment opened for single operations, whatever wrote it: every read in a read transaction of its
 * own, every put and delete in a write transaction of its own, committed before it returns (under {@code disk} LMDB's
 * default flags sync the data and then the meta page at commit; under {@code os} {@code MDB_NOSYNC} forces nothing).
 * The map is opened at {@link LmdbStore#FIXED_MAP_SIZE}: address space only, and room for the copy-on-write pages
 * of the operations beyond a tuned store sized for its load.
 */
final class LmdbOperations implements KvOperations {
    private final Env<ByteBuffer> env;
    private final Dbi<ByteBuffer> dbi;
    private ByteBuffer key = ByteBuffer.allocateDirect(0);
    private ByteBuffer value = ByteBuffer.allocateDirect(0);

    private LmdbOperations(Env<ByteBuffer> env, Dbi<ByteBuffer> dbi) {
        this.env = env;
        this.dbi = dbi;
    }

    static LmdbOperations open(Path directory, Durability durability) {
        Env<ByteBuffer> env = Env.create().setMapSize(LmdbStore.FIXED_MAP_SIZE).open(directory.toFile(), LmdbStore.writerFlags(durability));
        try {
            return new LmdbOperations(env, env.openDbi(LmdbStore.DATABASE_NAME));
        } catch (RuntimeException e) {
            env.close();
            throw e;
        }
    }

    @Override
    public byte[] get(byte[] key) {
        this.key = LmdbStore.fill(this.key, key);
        try (Txn<ByteBuffer> txn = env.txnRead()) {
            ByteBuffer found = dbi.get(txn, this.key);
            return found == null ? null : LmdbStore.copy(found);
        }
    }

    @Override
    public void put(byte[] key, byte[] value) {
        this.key = LmdbStore.fill(this.key, key);
        this.value = LmdbStore.fill(this.value, value);
        try (Txn<ByteBuffer> txn = env.txnWrite()) {
            dbi.put(txn, this.key, this.value);
            txn.commit();
        }
    }

    @Override
    public void delete(byte[] key) {
        this.key = LmdbStore.fill(this.key, key);
        try (Txn<ByteBuffer> txn = env.txnWrite()) {
            dbi.delete(txn, this.key);
            txn.commit();
        }
    }

    /** LMDB has no background work: a commit writes (and under {@code disk} syncs) its pages itself, in the caller's thread. */
    @Override
    public String quiesce() {
        return "nothing: LMDB runs no background work, each commit writes its own pages";
    }

    @Override
    public void close() {
        env.close();
    }
}
