/**
 * Flat files of human-readable trips, written and read with Jackson's streaming API: the engine shared by the JSON
 * and YAML backends, parameterised by the Jackson factory and the file extension ({@link
 * persistencebench.write.flatfile.FlatFileFormat}) and by how the trips are split into files ({@link
 * persistencebench.write.flatfile.FlatFileLayout}), and the two variants both backends declare, described in each
 * format's words ({@link persistencebench.write.flatfile.FlatFileBackend}). Each trip is an object with its id and the
 * 18 TLC columns; a reader parses every file back into an in-memory sorted map, since a flat file has no index.
 */
package persistencebench.write.flatfile;
