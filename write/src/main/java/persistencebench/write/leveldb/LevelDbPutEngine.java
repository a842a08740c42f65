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

/** The KV reference's LevelDB: iq80's factory, its options, one put per key (see {@link LevelDbPutWriter}). */
final class LevelDbPutEngine implements KvEngine {
    /** The reference's {@code cacheSize}; iq80 0.12 has no block cache and ignores it, kept to open the store exactly as it did. */
    private static final long REFERENCE_CACHE_BYTES = 100L * 1024 * 1024;

    /** Untimed, in the cell's fork: iq80 compresses through snappy-java, whose native library loads here, not in a sample's open. */
    LevelDbPutEngine() {
        Snappy.available();
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) throws IOException {
        return new LevelDbPutWriter(Iq80DBFactory.factory.open(spec.directory().toFile(), options()), LevelDbDurability.lastWrite(spec.durability()));
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
        return new Options().createIfMissing(true).cacheSize(REFERENCE_CACHE_BYTES);
    }
}
