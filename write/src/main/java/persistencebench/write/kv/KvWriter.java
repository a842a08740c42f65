package persistencebench.write.kv;

import java.io.IOException;

/** An engine's store opened for one sample's writes. */
public interface KvWriter extends AutoCloseable {

    /** Timed: stores {@code value} under {@code key}; keys arrive in the order the variant declares. */
    void put(byte[] key, byte[] value) throws Exception;

    /**
     * Timed: the last commit, after which everything put is stored (durable to the disk or to the OS page cache, per
     * the spec's durability class), and every resource released.
     *
     * @throws IOException when that fails; an engine whose API fails with a type of its own gives it as the cause
     */
    @Override
    void close() throws IOException;
}
