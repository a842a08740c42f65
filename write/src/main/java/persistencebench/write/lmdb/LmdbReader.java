package persistencebench.write.lmdb;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import org.lmdbjava.Cursor;
import org.lmdbjava.Dbi;
import org.lmdbjava.Env;
import org.lmdbjava.EnvFlags;
import org.lmdbjava.GetOp;
import org.lmdbjava.Txn;
import persistencebench.write.kv.KvEntrySink;
import persistencebench.write.kv.KvReader;

/**
 * The trips database in a read-only environment, read in one read transaction held for the reader's life (nothing
 * writes, so its snapshot is the store): {@code mdb_get} for points, one cursor for ordered scans. {@code MDB_NOTLS}
 * frees the transaction from the thread that began it, since callers may read from another thread. The map is sized by
 * LMDB itself to the data the environment holds.
 */
final class LmdbReader implements KvReader {
    private final Env<ByteBuffer> env;
    private final Dbi<ByteBuffer> dbi;
    private final Txn<ByteBuffer> txn;
    private final Cursor<ByteBuffer> cursor;
    private ByteBuffer key = ByteBuffer.allocateDirect(0);

    private LmdbReader(Env<ByteBuffer> env, Dbi<ByteBuffer> dbi, Txn<ByteBuffer> txn, Cursor<ByteBuffer> cursor) {
        this.env = env;
        this.dbi = dbi;
        this.txn = txn;
        this.cursor = cursor;
    }

    static LmdbReader open(Path directory) {
        Env<ByteBuffer> env = Env.create().open(directory.toFile(), EnvFlags.MDB_RDONLY_ENV, EnvFlags.MDB_NOTLS);
        try {
            Dbi<ByteBuffer> dbi = env.openDbi(LmdbStore.DATABASE_NAME);
            Txn<ByteBuffer> txn = env.txnRead();
            return new LmdbReader(env, dbi, txn, dbi.openCursor(txn));
        } catch (RuntimeException e) {
            env.close();
            throw e;
        }
    }

    @Override
    public byte[] get(byte[] key) {
        this.key = LmdbStore.fill(this.key, key);
        ByteBuffer value = dbi.get(txn, this.key);
        return value == null ? null : LmdbStore.copy(value);
    }

    @Override
    public void scan(byte[] firstKey, int count, KvEntrySink sink) throws Exception {
        this.key = LmdbStore.fill(this.key, firstKey);
        if (count <= 0 || !cursor.get(this.key, GetOp.MDB_SET_RANGE)) {
            return;
        }
        int read = 0;
        do {
            sink.accept(LmdbStore.copy(cursor.key()), LmdbStore.copy(cursor.val()));
        } while (++read < count && cursor.next());
    }

    @Override
    public void forEach(KvEntrySink sink) throws Exception {
        if (!cursor.first()) {
            return;
        }
        do {
            sink.accept(LmdbStore.copy(cursor.key()), LmdbStore.copy(cursor.val()));
        } while (cursor.next());
    }

    @Override
    public void close() {
        try (env; txn) {
            cursor.close();
        }
    }
}
