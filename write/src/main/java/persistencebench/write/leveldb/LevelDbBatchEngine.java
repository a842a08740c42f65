package persistencebench.write.leveldb;

import java.io.IOException;
import org.iq80.leveldb.Options;
import org.iq80.leveldb.util.Snappy;
import org.iq80.leveldb.impl.Iq80DBFactory;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/** LevelDB's bulk load: batches of sorted keys into a larger write buffer (see {@link LevelDbBatchWriter}). */
final class LevelDbBatchEngine implements KvEngine {

    /** Untimed, in the cell's fork: iq80 compresses through snappy-java, whose native library loads here, not in a sample's open. */
    LevelDbBatchEngine() {
        Snappy.available();
    }
    /**
     * LevelDB's options.h: a larger write buffer increases performance, especially during bulk loads; two may be held in
     * memory and the log of one must be replayed when the store next opens. 64 MiB is RocksDB's default for the same
     * setting, and two of them fit the cell's heap with room to spare.
     */
    static final int WRITE_BUFFER_BYTES = 64 << 20;

    @Override
    public KvWriter openWriter(KvStoreSpec spec) throws IOException {
        return new LevelDbBatchWriter(Iq80DBFactory.factory.open(spec.directory().toFile(), options()), LevelDbDurability.lastWrite(spec.durability()));
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) throws IOException {
        return LevelDbReader.open(spec.directory(), options());
    }

    @Override
    public KvOperations openOperations(KvStoreSpec spec) throws IOException {
        return LevelDbOperations.open(spec.directory(), options(), spec.durability());
    }

    @Override
    public String singleOpsNotServed() {
        return null;
    }

    /** A new instance each time: iq80 changes the options it opens with (no Snappy on the class path turns compression off). */
    private static Options options() {
        // Block size (4 KiB) and Snappy compression stay LevelDB's defaults: the read-back is point reads as much as scans.
        return new Options().createIfMissing(true).writeBufferSize(WRITE_BUFFER_BYTES);
    }
}
