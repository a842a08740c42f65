/**
 * {@code rocksdb}: the trips in RocksDB through its Java binding (rocksdbjni). {@code paper} puts one key at a time
 * into a default-configured database, as the KV reference did; {@code tuned} writes the ascending keys into SST
 * files and ingests them, the bulk load RocksDB's wiki recommends for sorted data. May use its engine's library,
 * {@code harness.backend}, {@code harness.durability}, {@code harness.files}, the plug-in API {@code write.plugin}
 * and {@code write.kv} and {@code write.singleops}.
 */
package persistencebench.write.rocksdb;
