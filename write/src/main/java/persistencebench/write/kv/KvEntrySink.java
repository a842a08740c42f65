package persistencebench.write.kv;

/** Receives stored entries. The arrays are the receiver's to keep. */
@FunctionalInterface
public interface KvEntrySink {
    void accept(byte[] key, byte[] value) throws Exception;
}
