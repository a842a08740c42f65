package persistencebench.generator.taxi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.testing.Slow;

@Slow
class TaxiCsvGeneratorTest {

    /** More than two chunks, the last one partial. */
    private static final long ROWS = 2L * TaxiCsvGenerator.CHUNK_ROWS + 1234;

    @TempDir
    Path dir;

    @Test
    void sameSeedAndRowsGiveTheSameBytesWhateverTheThreadCount() throws IOException {
        Path oneThread = dir.resolve("one.csv");
        Path threeThreads = dir.resolve("three.csv");
        TaxiCsvGenerator.write(oneThread, ROWS, 7, rows -> { }, 1);
        TaxiCsvGenerator.write(threeThreads, ROWS, 7, rows -> { }, 3);
        assertThat(Files.mismatch(oneThread, threeThreads)).isEqualTo(-1L);
        assertThat(Files.size(oneThread)).isGreaterThan(ROWS * 80);
    }

    @Test
    void differentSeedsGiveDifferentBytes() throws IOException {
        Path seven = dir.resolve("seven.csv");
        Path eight = dir.resolve("eight.csv");
        TaxiCsvGenerator.write(seven, 1000, 7, rows -> { });
        TaxiCsvGenerator.write(eight, 1000, 8, rows -> { });
        assertThat(Files.mismatch(seven, eight)).isNotEqualTo(-1L);
    }

    @Test
    void writesTheTlcHeaderTheRequestedRowsAndLfLineEndings() throws IOException {
        Path csv = dir.resolve("rows.csv");
        List<Long> progress = new ArrayList<>();
        TaxiCsvGenerator.write(csv, ROWS, 42, progress::add);

        byte[] bytes = Files.readAllBytes(csv);
        assertThat(new String(bytes, StandardCharsets.US_ASCII)).doesNotContain("\r").endsWith("\n");
        List<String> lines = Files.readAllLines(csv, StandardCharsets.US_ASCII);
        assertThat(lines.get(0)).isEqualTo("VendorID,tpep_pickup_datetime,tpep_dropoff_datetime,passenger_count,"
                + "trip_distance,RatecodeID,store_and_fwd_flag,PULocationID,DOLocationID,payment_type,fare_amount,"
                + "extra,mta_tax,tip_amount,tolls_amount,improvement_surcharge,total_amount,congestion_surcharge");
        assertThat(lines).hasSize((int) ROWS + 1);
        assertThat(lines.subList(1, lines.size())).allSatisfy(line -> assertThat(line.split(",", -1)).hasSize(18));
        assertThat(progress).isSorted().endsWith(ROWS);
    }

    @Test
    void writesAmountsWithAtMostTwoDecimalsAndTimestampsInTlcFormat() throws IOException {
        Path csv = dir.resolve("format.csv");
        TaxiCsvGenerator.write(csv, 20_000, 42, rows -> { });
        try (Stream<String> lines = Files.lines(csv)) {
            lines.skip(1).forEach(line -> {
                String[] f = line.split(",", -1);
                assertThat(f[1]).matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d");
                assertThat(f[2]).matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d");
                assertThat(f[4]).matches("\\d*\\.\\d\\d");
                for (int amount = 10; amount <= 16; amount++) {
                    assertThat(f[amount]).matches("-?\\d+(\\.\\d\\d?)?");
                }
                assertThat(f[17]).matches("(-?\\d+(\\.\\d\\d?)?)?");
            });
        }
    }

    @Test
    void ensureGeneratesOnceUnderTheKeyedNameAndLeavesNoTemporaryFiles() throws IOException {
        List<Long> progress = new ArrayList<>();
        Path first = TaxiCsvGenerator.ensure(dir, 5000, 42, progress::add);
        assertThat(first).isEqualTo(dir.resolve("taxi").resolve("yellow_tripdata_synthetic_2021-07_r5000_s42.csv"));
        assertThat(progress).endsWith(5000L);

        FileTime written = Files.getLastModifiedTime(first);
        Files.setLastModifiedTime(first, FileTime.from(Instant.parse("2020-01-01T00:00:00Z")));
        progress.clear();
        Path second = TaxiCsvGenerator.ensure(dir, 5000, 42, progress::add);
        assertThat(second).isEqualTo(first);
        assertThat(progress).as("reused, not regenerated").isEmpty();
        assertThat(Files.getLastModifiedTime(second)).isNotEqualTo(written);
        try (Stream<Path> files = Files.list(dir.resolve("taxi"))) {
            assertThat(files).containsExactly(first);
        }
    }

    @Test
    void ensureRemovesTemporaryFilesOfKilledRuns() throws IOException {
        Path taxi = Files.createDirectories(dir.resolve("taxi"));
        Path stale = taxi.resolve(TaxiCsvGenerator.fileName(100, 1) + ".123-456.tmp");
        Files.writeString(stale, "half a file");
        Files.setLastModifiedTime(stale, FileTime.from(Instant.now().minusSeconds(7200)));

        Path csv = TaxiCsvGenerator.ensure(dir, 100, 1, rows -> { });

        assertThat(stale).doesNotExist();
        assertThat(csv).exists();
    }

    @Test
    void rejectsFewerThanOneRow() {
        assertThatIllegalArgumentException().isThrownBy(() -> TaxiCsvGenerator.ensure(dir, 0, 42, rows -> { }))
                .withMessageContaining("at least 1 row").withMessageContaining("rows=0");
    }
}
