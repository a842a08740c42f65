/**
 * {@code mapdb}: the trips in one MapDB 3 file store, without transactions and with explicit serializers (so no JDK
 * package has to be opened): a hash map filled one put per key in random order, as the KV reference ran MapDB
 * ({@code paper}), or a B-tree map streamed from ascending keys through MapDB's sink import on memory-mapped files
 * ({@code tuned}). Read back through the store opened read-only: point gets, ordered scans on the B-tree, point
 * reads of consecutive ids on the hash map. May use its engine's library, {@code harness.backend},
 * {@code harness.durability}, {@code harness.files}, the plug-in API {@code write.plugin} and {@code write.kv}.
 */
package persistencebench.write.mapdb;
