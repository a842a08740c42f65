package persistencebench.write.rocksdb;

import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/** The KV reference's RocksDB: default options, one put per key (see {@link RocksDbPutWriter}). */
final class RocksDbPutEngine implements KvEngine {

    /** Untimed, in the cell's fork: extracts and loads RocksDB's native library, which no sample's open should pay. */
    RocksDbPutEngine() {
        RocksDB.loadLibrary();
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) throws RocksDBException {
        return RocksDbPutWriter.open(spec);
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
