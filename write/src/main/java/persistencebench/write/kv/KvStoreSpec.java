package persistencebench.write.kv;

import java.nio.file.Path;
import persistencebench.harness.durability.Durability;

/**
 * What an engine's writer may know when it opens: its directory (empty), the run's durability class, and how many
 * entries of how many value bytes the sample will store (tuned variants size maps and files from them, as their
 * experts do; paper variants ignore them, as the reference did).
 *
 * @param directory  the store's own directory, recreated empty before the sample
 * @param durability what a commit must reach when the writer closes: the disk, or the OS page cache
 * @param entries    trips the sample stores
 */
public record KvStoreSpec(Path directory, Durability durability, long entries) {

    /** Bytes of every value ({@link TripValueCodec#LENGTH}). */
    public int valueBytes() {
        return TripValueCodec.LENGTH;
    }

    /** Bytes of every key ({@link TripKeys#LENGTH}). */
    public int keyBytes() {
        return TripKeys.LENGTH;
    }
}
