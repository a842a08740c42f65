/**
 * The concurrent readers of the read case, inside one contestant's fork: the plan of thread counts, modes and
 * queries ({@link persistencebench.read.concurrent.ConcurrentPlan}), the fork's warm-up and reference answers
 * ({@link persistencebench.read.concurrent.ForkWarmUp}), the reader threads and their samples ({@link
 * persistencebench.read.concurrent.ReaderThreads}), the harness's ceiling and the drift check ({@link
 * persistencebench.read.concurrent.ConcurrentRunner}). May use {@code harness.db.*}, {@code harness.measure},
 * {@code harness.resultformat}, {@code model.*} and the read plug-in API {@code read.plugin}; names no backend.
 */
package persistencebench.read.concurrent;
