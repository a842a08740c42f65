/**
 * What runs inside a measuring JVM: the {@link persistencebench.read.fork.ReadTask} a fork receives
 * ({@link persistencebench.read.fork.ReadFork} is its main), and the {@link persistencebench.read.fork.ReadTaskRunner}
 * that times cold samples (open, work, close in a fresh JVM) and hot samples (work on a service opened once per fork)
 * with the harness's {@code CellRunner}, verifies every answer outside the timed parts, and counts SQL statements in
 * one untimed pass. May use the harness's {@code measure}, {@code fork}, {@code backend} and {@code cli} packages, the
 * model and the read plug-in API; names no backend.
 */
package persistencebench.read.fork;
