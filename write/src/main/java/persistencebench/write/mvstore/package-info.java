/**
 * The {@code mvstore} write backend: the trips in one map of H2's MVStore (the log-structured B-tree store under
 * H2's SQL layer) used directly, as the KV reference's TestH2 did, in the reference's configuration and in the
 * bulk-load configuration MVStore's documentation and API offer. May use its engine's library,
 * {@code harness.backend}, {@code harness.durability}, {@code harness.files}, the plug-in API {@code write.plugin}
 * and {@code write.kv}.
 */
package persistencebench.write.mvstore;
