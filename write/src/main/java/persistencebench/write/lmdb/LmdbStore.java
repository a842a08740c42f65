package persistencebench.write.lmdb;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.nio.ByteBuffer;
import org.lmdbjava.EnvFlags;
import persistencebench.harness.durability.Durability;

/** What every LMDB variant shares: the database's name in the environment and how durability maps onto env flags. */
final class LmdbStore {
    /** The one named database the trips are stored in. */
    static final byte[] DATABASE_NAME = "trips".getBytes(UTF_8);

    private LmdbStore() {
    }

    /**
     * The env flags of a writer: none (LMDB's default) under {@link Durability#DISK}, where the commit syncs the data
     * and then the meta page; {@code MDB_NOSYNC} under {@link Durability#OS}, where the commit forces nothing.
     */
    static EnvFlags[] writerFlags(Durability durability) {
        return durability.forcesFiles() ? new EnvFlags[0] : new EnvFlags[] {EnvFlags.MDB_NOSYNC};
    }

    /** {@code bytes} copied into {@code buffer} (a direct buffer LMDB reads from), grown when too small; ready to read. */
    static ByteBuffer fill(ByteBuffer buffer, byte[] bytes) {
        ByteBuffer target = buffer.capacity() >= bytes.length ? buffer.clear() : ByteBuffer.allocateDirect(bytes.length);
        return target.put(bytes).flip();
    }

    /** The remaining bytes of {@code buffer} (a view into LMDB's map, valid only inside its transaction) as a new array. */
    static byte[] copy(ByteBuffer buffer) {
        byte[] bytes = new byte[buffer.remaining()];
        buffer.duplicate().get(bytes);
        return bytes;
    }
}
