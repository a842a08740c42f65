/**
 * {@code leveldb}: the trips in LevelDB through iq80's pure-Java port ({@code org.iq80.leveldb:leveldb}), the
 * implementation the KV reference benchmarked. {@code paper} puts one key at a time with the reference's options;
 * {@code tuned} writes the ascending keys in batches into a larger write buffer, as LevelDB's documentation
 * suggests for bulk loads. May use its engine's library, {@code harness.backend}, {@code harness.durability},
 * {@code harness.files}, the plug-in API {@code write.plugin} and {@code write.kv}.
 */
package persistencebench.write.leveldb;
