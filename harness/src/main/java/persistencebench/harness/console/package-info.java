/**
 * What a user sees on the console while a run works: progress bars with rows/s and ETA, result tables, and the main
 * job's one progress line with its ledger of step times. Uses the JDK and {@code harness.result}'s {@code Json} (the
 * ledger's file).
 */
package persistencebench.harness.console;
