/**
 * The load-only baseline ({@code csv}): reading and parsing the CSV, nothing stored. May use
 * {@code harness.backend}, {@code harness.resultformat} and the plug-in API {@code write.plugin} only.
 */
package persistencebench.write.csv;
