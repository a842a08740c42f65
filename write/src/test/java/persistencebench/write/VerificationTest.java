package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CellRunner;
import persistencebench.write.jdbc.JdbcBatchTripLoader;
import persistencebench.write.microstream.MicroStreamTunedTripLoader;

/** A loader that loses a row (as the paper's JDBC loader lost its last partial batch) fails its cell, saying what differs. */
class VerificationTest {
    private static final long ROWS = 2_000;
    private static final PrintStream QUIET = new PrintStream(PrintStream.nullOutputStream());

    @TempDir
    static Path directory;
    private static Path csv;

    @BeforeAll
    static void prepare() throws IOException {
        csv = TestTrips.generated(directory, ROWS);
    }

    /** Passes every trip but the 1,500th on to the real loader. */
    private static TripLoader losingOneTrip(TripLoader delegate) {
        return new TripLoader() {
            @Override
            public void reset() throws Exception {
                delegate.reset();
            }

            @Override
            public void load(TripSource trips) throws Exception {
                long[] seen = {0};
                delegate.load(consumer -> trips.forEach(trip -> {
                    if (++seen[0] != 1_500) {
                        consumer.accept(trip);
                    }
                }));
            }

            @Override
            public StoredTrips inspect() throws Exception {
                return delegate.inspect();
            }
        };
    }

    private static CellResult measure(String backend, TripLoader loader) {
        CellSpec spec = new CellSpec(backend, "lossy", "lossy", 0, csv, BadRowPolicy.FAIL, ROWS, 0, 2, directory, null);
        CellResult cell = new CellResult(backend, "lossy", "store", null);
        return new CellRunner(0, 2, QUIET).run(cell, new StoreIteration(spec, loader, cell));
    }

    @Test
    void aMissingRowInPostgresqlFailsTheCell() throws Exception {
        DatabaseTarget database = TestTrips.freshDatabase("lossy");
        try (LoaderContext context = new LoaderContext(directory, 0, database)) {
            CellResult cell = measure("jdbc", losingOneTrip(new JdbcBatchTripLoader(context.dataSource(), 1000)));
            assertThat(cell.ok()).isFalse();
            assertThat(cell.failure()).contains("verification failed").contains("rows: 1999 instead of 2000 (-1)");
            assertThat(cell.metric("rowsStored")).isEqualTo(1999L);
            assertThat(cell.metric("rowsExpected")).isEqualTo(2000L);
            assertThat(cell.metric("checksumOk")).isEqualTo(false);
        }
    }

    @Test
    void aMissingRowInAnObjectStoreFailsTheCell() throws Exception {
        TripLoader loader = new MicroStreamTunedTripLoader(directory.resolve("lossy-store"), 1, true);
        CellResult cell = measure("microstream", losingOneTrip(loader));
        assertThat(cell.ok()).isFalse();
        assertThat(cell.failure()).contains("rows: 1999 instead of 2000 (-1)").contains("pickupEpochSeconds");
        loader.close();
    }

    @Test
    void aFaithfulLoaderPassesWithItsMetrics() throws Exception {
        TripLoader loader = new MicroStreamTunedTripLoader(directory.resolve("faithful-store"), 1, true);
        CellResult cell = measure("microstream", loader);
        assertThat(cell.ok()).isTrue();
        assertThat(cell.samplesMillis()).hasSize(2);
        assertThat(cell.metric("rowsStored")).isEqualTo(ROWS);
        assertThat(cell.metric("checksumOk")).isEqualTo(true);
        assertThat((Long) cell.metric("diskBytes")).isPositive();
        assertThat((String) cell.metric("tripChecksum")).startsWith("sha256:");
        loader.close();
    }
}
