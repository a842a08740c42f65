package persistencebench.write.rocksdb;

import java.io.IOException;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/** RocksDB, written as the variant's {@link RocksDbWriting} says, read and operated on with default options whatever wrote it. */
final class RocksDbEngine implements KvEngine {
    private final RocksDbWriting writing;

    /** Untimed, in the cell's fork: extracts and loads RocksDB's native library, which no sample's open should pay. */
    RocksDbEngine(RocksDbWriting writing) {
        this.writing = writing;
        RocksDB.loadLibrary();
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) throws RocksDBException, IOException {
        return writing.openWriter(spec);
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

    @Override
    public String implementation() {
        return KvEngine.implementation(this, writing);
    }
}
