/**
 * Running a benchmark program's {@code main}: one-line errors with their exit codes
 * ({@link persistencebench.harness.cli.FatalError}) instead of stack traces; every secret the run knows hidden
 * ({@link persistencebench.harness.cli.Credentials}, also for every other place that shows or records one) and every
 * control character escaped in all a program prints ({@link persistencebench.harness.cli.TerminalText}); one run per data
 * and results directory ({@link persistencebench.harness.cli.RunLock}). A forked JVM's main runs through
 * {@code harness.fork}'s {@code ForkMain}. Uses the JDK only.
 */
package persistencebench.harness.cli;
