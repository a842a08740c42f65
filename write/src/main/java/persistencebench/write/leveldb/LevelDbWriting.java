package persistencebench.write.leveldb;

import org.iq80.leveldb.DB;
import org.iq80.leveldb.Options;
import org.iq80.leveldb.WriteOptions;
import persistencebench.write.kv.KvWriter;

/**
 * How a variant writes its sample into LevelDB: the options it opens the store with (its reader and single operations
 * open it with the same) and its writer.
 */
enum LevelDbWriting {
    /** The KV reference's LevelDB: iq80's factory, its options, one put per key (see {@link LevelDbPutWriter}). */
    ONE_PUT_PER_KEY {
        @Override
        Options options() {
            return new Options().createIfMissing(true).cacheSize(REFERENCE_CACHE_BYTES);
        }

        @Override
        KvWriter writer(DB db, WriteOptions lastWrite) {
            return new LevelDbPutWriter(db, lastWrite);
        }
    },
    /** LevelDB's bulk load: batches of sorted keys into a larger write buffer (see {@link LevelDbBatchWriter}). */
    WRITE_BATCHES {
        @Override
        Options options() {
            // Block size (4 KiB) and Snappy compression stay LevelDB's defaults: the read-back is point reads as much as scans.
            return new Options().createIfMissing(true).writeBufferSize(WRITE_BUFFER_BYTES);
        }

        @Override
        KvWriter writer(DB db, WriteOptions lastWrite) {
            return new LevelDbBatchWriter(db, lastWrite);
        }
    };

    /** The reference's {@code cacheSize}; iq80 0.12 has no block cache and ignores it, kept to open the store exactly as it did. */
    private static final long REFERENCE_CACHE_BYTES = 100L * 1024 * 1024;
    /**
     * LevelDB's options.h: a larger write buffer increases performance, especially during bulk loads; two may be held in
     * memory and the log of one must be replayed when the store next opens. 64 MiB is RocksDB's default for the same
     * setting, and two of them fit the cell's heap with room to spare.
     */
    private static final int WRITE_BUFFER_BYTES = 64 << 20;

    /** A new instance each time: iq80 changes the options it opens with (no Snappy on the class path turns compression off). */
    abstract Options options();

    /** The sample's writer on {@code db}, opened with {@link #options()}; its last write goes with {@code lastWrite}. */
    abstract KvWriter writer(DB db, WriteOptions lastWrite);
}
