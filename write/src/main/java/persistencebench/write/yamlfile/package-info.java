/**
 * {@code yamlfile}: the trips as YAML mappings in flat files, written and read with jackson-dataformat-yaml's
 * generator and parser over SnakeYAML (the engine is {@link persistencebench.write.flatfile}).
 */
package persistencebench.write.yamlfile;
