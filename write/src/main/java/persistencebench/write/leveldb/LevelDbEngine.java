package persistencebench.write.leveldb;

import java.io.IOException;
import org.iq80.leveldb.impl.Iq80DBFactory;
import org.iq80.leveldb.util.Snappy;
import persistencebench.write.kv.KvEngine;
import persistencebench.write.kv.KvOperations;
import persistencebench.write.kv.KvReader;
import persistencebench.write.kv.KvStoreSpec;
import persistencebench.write.kv.KvWriter;

/** iq80's LevelDB, written as the variant's {@link LevelDbWriting} says and read and operated on with its options. */
final class LevelDbEngine implements KvEngine {
    private final LevelDbWriting writing;

    /** Untimed, in the cell's fork: iq80 compresses through snappy-java, whose native library loads here, not in a sample's open. */
    LevelDbEngine(LevelDbWriting writing) {
        this.writing = writing;
        Snappy.available();
    }

    @Override
    public KvWriter openWriter(KvStoreSpec spec) throws IOException {
        return writing.writer(Iq80DBFactory.factory.open(spec.directory().toFile(), writing.options()), LevelDbDurability.lastWrite(spec.durability()));
    }

    @Override
    public KvReader openReader(KvStoreSpec spec) throws IOException {
        return LevelDbReader.open(spec.directory(), writing.options());
    }

    @Override
    public KvOperations openOperations(KvStoreSpec spec) throws IOException {
        return LevelDbOperations.open(spec.directory(), writing.options(), spec.durability());
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
