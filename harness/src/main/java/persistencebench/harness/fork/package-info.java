/**
 * The one fork protocol of both benchmark cases: {@link persistencebench.harness.fork.JvmFork} starts a main in a
 * fresh JVM with the project's class path and a JSON task file, the child reads it ({@link persistencebench.harness.fork.ForkTask})
 * and reports its cells ({@link persistencebench.harness.fork.ForkReport}); {@link persistencebench.harness.fork.CrashRetry}
 * runs a crashed or timed-out fork once more. May use {@code harness.measure} and {@code harness.result}.
 */
package persistencebench.harness.fork;
