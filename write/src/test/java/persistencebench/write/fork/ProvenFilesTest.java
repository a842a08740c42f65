package persistencebench.write.fork;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintStream;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CellRunner;
import persistencebench.harness.resultformat.CellField;
import persistencebench.write.TestTrips;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.WriteBackend;

/**
 * A later fork of a flat-file cell is proven by its files' SHA-256 equal to those its first fork read back in full; a
 * later fork whose files differ from the proven ones is read back in full, and a store whose files are not reproducible
 * records no SHA-256 at all.
 */
class ProvenFilesTest {
    private static final long ROWS = 1_500;
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    @TempDir
    static Path directory;
    private static Path csv;

    @BeforeAll
    static void prepare() throws Exception {
        csv = TestTrips.generated(directory, ROWS);
    }

    @ParameterizedTest(name = "{0}/{1}")
    @CsvSource({"jsonfile, tuned", "yamlfile, paper"})
    void aLaterForkWithTheProvenFilesIsProvenByThemAndOneWithOtherFilesInFull(String backend, String variant) throws Exception {
        CellResult first = fork(backend, variant, 1, null);
        assertThat(first.ok()).as(first.failure()).isTrue();
        assertThat(first.metric(CellField.STORED_FILES_SHA256)).asString().hasSize(64);
        assertThat(first.metric(CellField.FILES_PROOF)).as("the first fork reads back in full and says nothing").isNull();
        ProvenFiles proven = ProvenFiles.of(first);
        assertThat(proven).isNotNull();

        CellResult second = fork(backend, variant, 2, proven);
        assertThat(second.ok()).as(second.failure()).isTrue();
        assertThat(second.metric(CellField.FILES_PROOF)).asString().contains("byte for byte");
        assertThat(second.metric(CellField.STORED_FILES_SHA256)).isEqualTo(proven.filesSha256());
        assertThat(second.metric(CellField.TRIP_CHECKSUM)).isEqualTo(first.metric(CellField.TRIP_CHECKSUM));
        assertThat(second.metric(CellField.ROWS_STORED)).isEqualTo(first.metric(CellField.ROWS_STORED));

        ProvenFiles other = new ProvenFiles("0".repeat(64), proven.rowsStored(), proven.tripChecksum(), proven.diskBytes());
        CellResult third = fork(backend, variant, 3, other);
        assertThat(third.ok()).as(third.failure()).isTrue();
        assertThat(third.metric(CellField.FILES_PROOF)).asString().contains("read back in full");
        assertThat(third.metric(CellField.TRIP_CHECKSUM)).isEqualTo(first.metric(CellField.TRIP_CHECKSUM));
    }

    @Test
    void aStoreWhoseFilesAreNotReproducibleRecordsNoSha256AndProvesNothingFromOne() throws Exception {
        CellResult first = fork("leveldb", "tuned", 1, null);
        assertThat(first.ok()).as(first.failure()).isTrue();
        assertThat(first.metric(CellField.STORED_FILES_SHA256)).isNull();
        assertThat(ProvenFiles.of(first)).isNull();
    }

    /** One fork of the cell: a measured sample of the whole CSV, proven, in a directory of its own. */
    private static CellResult fork(String backend, String variant, int number, ProvenFiles proven) throws Exception {
        LoaderFactory factory = WriteBackend.registry().byName(backend).variant(variant).map(Variant::strategy).orElseThrow();
        Path storage = directory.resolve(backend + "-" + variant + "-" + number);
        WriteTask spec = new WriteTask(backend, variant, variant, factory.shape().phase(), null, csv.toString(), null, BadRowPolicy.FAIL, ROWS,
                null, TestTrips.SEED, "disk", 0, 1, number, storage.toString(), null, null, null, null, null, null, proven);
        CellResult cell = new CellResult(backend, variant, factory.shape().phase(), null);
        return new CellRunner(0, 1, QUIET).run(cell, new WriteSample(spec, factory.create(TestTrips.context(storage, null)),
                TestTrips.expected(factory.shape(), csv), cell));
    }
}
