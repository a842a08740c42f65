package persistencebench.write.leveldb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.iq80.leveldb.CompressionType;
import org.iq80.leveldb.DB;
import org.iq80.leveldb.Options;
import org.iq80.leveldb.impl.Iq80DBFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import persistencebench.harness.durability.Durability;

/**
 * What only the LevelDB engine promises: its label, its durability and its compression. What it stores and answers is
 * {@link persistencebench.write.kv.KvEngineContractTest}'s.
 */
class LevelDbEngineTest {

    @TempDir
    Path directory;

    @Test
    void theLabelSaysWhichLevelDbRuns() {
        assertThat(new LevelDbBackend().descriptor().label()).isEqualTo("LevelDB (iq80 Java port)");
    }

    @Test
    void onlyDiskSyncsTheLastWrite() {
        assertThat(LevelDbDurability.lastWrite(Durability.DISK).sync()).isTrue();
        assertThat(LevelDbDurability.lastWrite(Durability.OS).sync()).isFalse();
    }

    /**
     * iq80 turns its default compression off, silently, when it finds no Snappy: both variants keep the default, and the
     * tuned description names its Snappy blocks.
     */
    @ParameterizedTest
    @EnumSource(LevelDbWriting.class)
    void everyVariantsStoreCompressesWithSnappy(LevelDbWriting writing) throws Exception {
        Options options = writing.options();
        DB db = Iq80DBFactory.factory.open(directory.resolve(writing.name()).toFile(), options);
        try {
            assertThat(options.compressionType()).as("after iq80 opened a store with them").isEqualTo(CompressionType.SNAPPY);
        } finally {
            db.close();
        }
    }
}
