package persistencebench.write.rocksdb;

import java.io.IOException;
import org.rocksdb.RocksDBException;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/** How a variant writes its sample into RocksDB; every variant's store is read and operated on alike. */
enum RocksDbWriting {
    /** The KV reference's RocksDB: default options, one put per key (see {@link RocksDbPutWriter}). */
    ONE_PUT_PER_KEY {
        @Override
        KvWriter openWriter(KvStoreSpec spec) throws RocksDBException {
            return RocksDbPutWriter.open(spec);
        }
    },
    /** RocksDB's bulk load of sorted keys: SST files written outside the database, then ingested (see {@link RocksDbSstIngestWriter}). */
    SST_INGEST {
        @Override
        KvWriter openWriter(KvStoreSpec spec) throws RocksDBException, IOException {
            return RocksDbSstIngestWriter.open(spec, RocksDbSstIngestWriter.BYTES_PER_FILE);
        }
    };

    /** Opens an empty database in {@code spec}'s directory for the sample's writes. */
    abstract KvWriter openWriter(KvStoreSpec spec) throws RocksDBException, IOException;
}
