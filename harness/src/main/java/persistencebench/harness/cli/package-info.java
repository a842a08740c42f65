/**
 * Running a benchmark program's {@code main}: one-line errors with their exit codes
 * ({@link persistencebench.harness.cli.FatalError}) instead of stack traces, with the credentials of any connection string
 * hidden ({@link persistencebench.harness.cli.Credentials}, also for every other place that shows one); one run per data
 * and results directory ({@link persistencebench.harness.cli.RunLock}); a forked JVM's main also watches its parent
 * ({@code harness.fork}'s {@code ParentWatch}). Uses the JDK and {@code harness.fork}.
 */
package persistencebench.harness.cli;
