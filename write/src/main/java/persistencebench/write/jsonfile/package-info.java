/**
 * {@code jsonfile}: the trips as JSON objects in flat files, written and read with Jackson's streaming JSON
 * generator and parser (the engine and both variants are {@link persistencebench.write.flatfile}'s).
 */
package persistencebench.write.jsonfile;
