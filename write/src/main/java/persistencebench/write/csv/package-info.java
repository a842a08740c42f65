/**
 * The load-only baseline ({@code csv}): reading and parsing the CSV, nothing stored. May use the write package's
 * contract only.
 */
package persistencebench.write.csv;
