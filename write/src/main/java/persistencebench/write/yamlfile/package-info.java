/**
 * {@code yamlfile}: the trips as YAML mappings in flat files, written and read with jackson-dataformat-yaml's
 * generator and parser over SnakeYAML (the engine and both variants are {@link persistencebench.write.flatfile}'s).
 */
package persistencebench.write.yamlfile;
