/**
 * {@code jsonfile}: the trips as JSON objects in flat files, written and read with Jackson's streaming JSON
 * generator and parser (the engine is {@link persistencebench.write.flatfile}).
 */
package persistencebench.write.jsonfile;
