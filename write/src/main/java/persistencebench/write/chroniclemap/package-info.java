/**
 * The {@code chroniclemap} write backend: the trips in an off-heap Chronicle Map persisted to a memory-mapped file, in
 * the KV reference's configuration (sized for the trips stored) and in the one Chronicle Map's docs recommend. A hash
 * map: its range scans are point reads of consecutive ids.
 */
package persistencebench.write.chroniclemap;
