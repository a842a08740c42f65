package persistencebench.whitepaper.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** A cell the run did not measure is neither ok nor failed: never charted, listed with its reason, no draft. */
class SkippedCellTest {

    @TempDir
    Path dir;

    @Test
    void aSkippedCellIsNeverChartedNeverFaultyAndMakesNoDraft() {
        BenchmarkRun write = new ResultsLoader().load(Fixtures.withSkippedBackend(dir)).write().orElseThrow();
        ResultCell skipped = write.cells().stream().filter(c -> c.backend().equals("mongodb")).findFirst().orElseThrow();

        assertThat(write.verdict(skipped).status()).isEqualTo(CellVerdict.Status.SKIPPED);
        assertThat(write.verdict(skipped).reason()).isEqualTo(Fixtures.NO_SERVER);
        assertThat(skipped.failed()).isFalse();
        assertThat(write.chartable()).noneMatch(c -> c.backend().equals("mongodb"));
        assertThat(write.faulty()).isEmpty();
        assertThat(write.skipped()).hasSize(2).allMatch(c -> c.backend().equals("mongodb"));
        assertThat(DraftStatus.of(new ResultsLoader().load(dir)).isDraft()).isFalse();
    }
}
