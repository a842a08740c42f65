package persistencebench.write.lmdb;

import java.nio.ByteBuffer;
import org.lmdbjava.Cursor;
import org.lmdbjava.Dbi;
import org.lmdbjava.DbiFlags;
import org.lmdbjava.Env;
import org.lmdbjava.PutFlags;
import org.lmdbjava.Txn;
import persistencebench.write.kv.KvWriter;

/**
 * One write transaction over the trips database: every put through one cursor ({@code mdb_cursor_put}, what
 * {@code mdb_put} does with a cursor of its own per call), then one commit, and the environment closed whatever happens.
 * Keys and values are copied into two reused direct buffers, the way LmdbJava's {@code ByteBuffer} API takes them.
 */
final class LmdbWriter implements KvWriter {
    private final Env<ByteBuffer> env;
    private final Txn<ByteBuffer> txn;
    private final Cursor<ByteBuffer> cursor;
    private final PutFlags[] flags;
    private ByteBuffer key = ByteBuffer.allocateDirect(0);
    private ByteBuffer value = ByteBuffer.allocateDirect(0);
    private boolean closed;

    private LmdbWriter(Env<ByteBuffer> env, Txn<ByteBuffer> txn, Cursor<ByteBuffer> cursor, PutFlags[] flags) {
        this.env = env;
        this.txn = txn;
        this.cursor = cursor;
        this.flags = flags;
    }

    /**
     * Begins the load's write transaction on {@code env} and creates the database inside it (so creating it costs no
     * commit of its own); closes {@code env} if that fails.
     */
    static LmdbWriter begin(Env<ByteBuffer> env, PutFlags... flags) {
        try {
            Txn<ByteBuffer> txn = env.txnWrite();
            Dbi<ByteBuffer> dbi = env.openDbi(txn, LmdbStore.DATABASE_NAME, null, false, DbiFlags.MDB_CREATE);
            return new LmdbWriter(env, txn, dbi.openCursor(txn), flags);
        } catch (RuntimeException e) {
            env.close();
            throw e;
        }
    }

    @Override
    public void put(byte[] key, byte[] value) {
        this.key = LmdbStore.fill(this.key, key);
        this.value = LmdbStore.fill(this.value, value);
        cursor.put(this.key, this.value, flags);
    }

    /** Commits (syncing per the env flags) and closes the environment; after a failure, aborts instead. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try (env; txn) {
            cursor.close();
            txn.commit();
        }
    }
}
