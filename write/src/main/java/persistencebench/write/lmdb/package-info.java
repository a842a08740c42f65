/**
 * {@code lmdb}: the trips in one LMDB database through LmdbJava's {@code ByteBuffer} API (its bundled native
 * library), written in one write transaction: one put per key in random order into a generously mapped environment
 * with default flags ({@code paper}), or an {@code MDB_APPEND} bulk load of ascending keys into a map sized from
 * the data ({@code tuned}). Read back through a read-only environment: point gets and ordered cursor scans. May use
 * its engine's library, {@code harness.backend}, {@code harness.durability}, {@code harness.files}, the plug-in API
 * {@code write.plugin} and {@code write.kv}.
 */
package persistencebench.write.lmdb;
