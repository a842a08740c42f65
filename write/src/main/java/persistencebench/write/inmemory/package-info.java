/**
 * The in-memory baseline of the key-value comparison: the trips' encoded values in a Java map or array, never
 * persisted, the floor every persistent key-value store is measured against.
 */
package persistencebench.write.inmemory;
