/**
 * The one fork protocol of both benchmark cases: {@link persistencebench.harness.fork.JvmFork} starts a main in a
 * fresh JVM with the project's class path and a JSON task file, the child reads it
 * ({@link persistencebench.harness.fork.ForkTask}) and reports its cells
 * ({@link persistencebench.harness.fork.ForkReport}); {@link persistencebench.harness.fork.CrashRetry} runs a crashed
 * or timed-out fork once more. When the parent shuts down (Ctrl-C, SIGTERM) it stops its forks
 * ({@link persistencebench.harness.fork.LiveForks}); a fork whose parent is gone stops itself
 * ({@link persistencebench.harness.fork.ParentWatch}). A run's forks go through its journal
 * ({@link persistencebench.harness.fork.JournaledForks}), so a resumed run keeps those it finished; a fork's main runs
 * through {@link persistencebench.harness.fork.ForkMain}. May use {@code harness.cli}, {@code harness.console},
 * {@code harness.measure}, {@code harness.result} and {@code harness.resultformat}.
 */
package persistencebench.harness.fork;
