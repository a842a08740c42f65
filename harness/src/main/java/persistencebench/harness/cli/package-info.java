/**
 * Running a benchmark program's {@code main}: one-line errors with their exit codes ({@link persistencebench.harness.cli.FatalError})
 * instead of stack traces. Uses the JDK only.
 */
package persistencebench.harness.cli;
