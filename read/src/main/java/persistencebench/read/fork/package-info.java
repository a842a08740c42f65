/**
 * What runs inside a measuring JVM: the {@link persistencebench.read.fork.ReadTask} a fork receives ({@link
 * persistencebench.read.fork.ReadFork} is its main), and the {@link persistencebench.read.fork.ReadTaskRunner} that
 * times cold samples (open, work, close in a fresh JVM) and hot samples (work on a service opened once per fork)
 * with the harness's {@code CellRunner}, verifies every answer outside the timed parts, and counts SQL statements
 * in one untimed pass. May use {@code harness.measure}, {@code harness.fork}, {@code harness.backend},
 * {@code harness.cli}, {@code harness.db} (the target a fork reads from), {@code harness.resultformat},
 * {@code model.*}, the read plug-in API {@code read.plugin} and the concurrent readers {@code read.concurrent};
 * names no backend.
 */
package persistencebench.read.fork;
