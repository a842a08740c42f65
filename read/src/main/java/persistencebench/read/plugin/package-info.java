/**
 * The read case's plug-in API: the {@link persistencebench.read.plugin.ReadBackend} interface every backend package
 * implements once (found by {@link java.util.ServiceLoader}), the {@link persistencebench.read.plugin.ReadStrategy}
 * a variant selects, the {@link persistencebench.read.plugin.DatasetTarget} a measuring JVM opens (with the values of
 * its backend's own settings), and the two {@link persistencebench.read.plugin.QueryPhase}s. Names no backend. May use
 * {@code model.*}, {@code harness.backend}, {@code harness.db} and {@code harness.settings}.
 */
package persistencebench.read.plugin;
