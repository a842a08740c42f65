package persistencebench.write.rocksdb;

import java.util.List;
import java.util.Set;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.Variant;
import persistencebench.write.kv.KvVariants;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.WriteBackend;

/** {@code rocksdb}: RocksDB, the LSM-tree key-value store, embedded through rocksdbjni. */
public final class RocksDbBackend implements WriteBackend {
    private static final BackendDescriptor DESCRIPTOR = new BackendDescriptor("rocksdb", "RocksDB", "#d62728", 60, "org.rocksdb.RocksDB", Set.of());

    @Override
    public BackendDescriptor descriptor() {
        return DESCRIPTOR;
    }

    @Override
    public List<Variant<LoaderFactory>> variants() {
        return List.of(
                KvVariants.paper("as the KV reference ran it: RocksDB.open with default Options (createIfMissing, useFsync false) and"
                        + " one put per key with the default WriteOptions (WAL written, not synced), then close; under durability disk"
                        + " the WAL is synced (syncWal) before close, under os nothing is forced (flushes sync their SST files regardless)",
                        List.of(), context -> new RocksDbEngine(RocksDbWriting.ONE_PUT_PER_KEY)),
                KvVariants.tuned("what RocksDB's FAQ recommends for a bulk load of sorted data: the keys written with SstFileWriter"
                        + " (default Options, a new file per 64 MiB of entries, RocksDB's target_file_size_base) and ingested with"
                        + " ingestExternalFile(move_files), bypassing WAL, memtable and compaction; RocksDB syncs the SST files and"
                        + " its MANIFEST itself and has no switch to skip that, so both durability classes end synced",
                        List.of(), context -> new RocksDbEngine(RocksDbWriting.SST_INGEST)));
    }
}
