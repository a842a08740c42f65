/** What a user sees on the console while a run works: progress bars with rows/s and ETA, and result tables. Uses the JDK only. */
package persistencebench.harness.console;
