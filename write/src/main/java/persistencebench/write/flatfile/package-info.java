/**
 * Flat files of human-readable trips, written and read with Jackson's streaming API: the {@code jsonfile} and
 * {@code yamlfile} backends ({@link persistencebench.write.flatfile.JsonFileBackend},
 * {@link persistencebench.write.flatfile.YamlFileBackend}), the engine they share, parameterised by the Jackson
 * factory and the file extension ({@link persistencebench.write.flatfile.FlatFileFormat}) and by how the trips are
 * split into files ({@link persistencebench.write.flatfile.FlatFileLayout}), and the two variants both backends
 * declare, described in each format's words ({@link persistencebench.write.flatfile.FlatFileBackend}). Each trip is
 * an object with its id and the 18 TLC columns; a reader parses every file back into an in-memory sorted map, since
 * a flat file has no index. May use Jackson, {@code harness.backend}, {@code model.taxi}, the plug-in API
 * {@code write.plugin} and {@code write.kv}.
 */
package persistencebench.write.flatfile;
