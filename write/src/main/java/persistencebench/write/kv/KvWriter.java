package persistencebench.write.kv;

/** An engine's store opened for one sample's writes. */
public interface KvWriter extends AutoCloseable {

    /** Timed: stores {@code value} under {@code key}; keys arrive in the order the variant declares. */
    void put(byte[] key, byte[] value) throws Exception;

    /**
     * Timed: the last commit, after which everything put is stored (durable to the disk or to the OS page cache, per
     * the spec's durability class), and every resource released.
     */
    @Override
    void close() throws Exception;
}
