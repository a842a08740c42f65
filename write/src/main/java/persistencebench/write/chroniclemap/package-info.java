/**
 * The {@code chroniclemap} write backend: the trips in an off-heap Chronicle Map persisted to a memory-mapped file,
 * in the KV reference's configuration (sized for the trips stored) and in the one Chronicle Map's docs recommend. A
 * hash map: its range scans are point reads of consecutive ids. May use its engine's library,
 * {@code harness.backend}, {@code harness.durability}, {@code harness.files}, the plug-in API {@code write.plugin}
 * and {@code write.kv}.
 */
package persistencebench.write.chroniclemap;
