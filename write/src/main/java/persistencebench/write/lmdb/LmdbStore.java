package persistencebench.write.lmdb;

import static java.nio.charset.StandardCharsets.UTF_8;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.lmdbjava.Env;
import org.lmdbjava.EnvFlags;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.files.Directories;

/**
 * What every LMDB variant shares: the database's name in the environment, the fixed map, and how durability maps onto
 * env flags.
 */
final class LmdbStore {
    /** The one named database the trips are stored in. */
    static final byte[] DATABASE_NAME = "trips".getBytes(UTF_8);
    /**
     * The map of the paper writer and of single operations. LmdbJava's 1 MiB default map (LMDB's own is 10 MiB) cannot
     * hold the trips. Without {@code MDB_WRITEMAP} the map is address space only and the file grows with the data, so a
     * fixed 8 GiB costs nothing and is over ten times what 2.8 million trips take in random order (about 0.6 GiB at
     * two-thirds-full pages).
     */
    static final long FIXED_MAP_SIZE = 8L << 30;

    private LmdbStore() {
    }

    /**
     * Untimed, when an engine is created in the cell's fork: one throwaway environment opened and closed in a temporary
     * directory, so extracting and binding LMDB's native library (0.2–1.4 s once per JVM) is not charged to a sample.
     */
    static void loadNativeLibrary() {
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("lmdb-warm");
            Env.create().setMapSize(1 << 20).open(scratch.toFile()).close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open LMDB's throwaway environment in " + scratch + ": " + e.getMessage(), e);
        } finally {
            if (scratch != null) {
                Directories.delete(scratch);
            }
        }
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
