package persistencebench.write.rocksdb;

import java.io.IOException;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/** RocksDB's bulk load of sorted keys: SST files written outside the database, then ingested (see {@link RocksDbSstIngestWriter}). */
final class RocksDbSstIngestEngine implements KvEngine {

    /** Untimed, in the cell's fork: extracts and loads RocksDB's native library, which no sample's open should pay. */
    RocksDbSstIngestEngine() {
        RocksDB.loadLibrary();
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) throws RocksDBException, IOException {
        return RocksDbSstIngestWriter.open(spec, RocksDbSstIngestWriter.BYTES_PER_FILE);
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) throws RocksDBException {
        return RocksDbReader.open(spec.directory());
    }

    @Override
    public KvOperations openOperations(KvStoreSpec spec) throws RocksDBException {
        return RocksDbOperations.open(spec.directory(), spec.durability());
    }

    @Override
    public String singleOpsNotServed() {
        return null;
    }
}
