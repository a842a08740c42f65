/**
 * The in-memory baseline of the key-value comparison: the trips' encoded values in a Java map or array, never
 * persisted, the floor every persistent key-value store is measured against. May use its engine's library,
 * {@code harness.backend}, {@code harness.durability}, {@code harness.files}, the plug-in API {@code write.plugin}
 * and {@code write.kv}.
 */
package persistencebench.write.inmemory;
