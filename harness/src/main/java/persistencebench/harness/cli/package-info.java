/**
 * Running a benchmark program's {@code main}: one-line errors with their exit codes ({@link persistencebench.harness.cli.FatalError})
 * instead of stack traces; one run per data and results directory ({@link persistencebench.harness.cli.RunLock}); a forked JVM's
 * main also watches its parent ({@code harness.fork}'s {@code ParentWatch}). Uses the
 * JDK and {@code harness.fork}.
 */
package persistencebench.harness.cli;
