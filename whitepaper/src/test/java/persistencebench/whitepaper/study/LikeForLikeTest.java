package persistencebench.whitepaper.study;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ResultsLoader;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LikeForLikeTest {

    @TempDir
    Path dir;

    private final PublishedFigures study = new StudyResources().publishedFigures();

    @Test
    void publishedChannelCountsMatchOnlyCellsWithThatChannelCount() {
        BenchmarkRun write = Fixtures.loadBoth(dir).write().orElseThrow();
        PublishedFigures.WriteFigure eight = writeFigure(8);
        PublishedFigures.WriteFigure one = writeFigure(1);

        assertThat(LikeForLike.matches(write, eight)).isEmpty();
        assertThat(LikeForLike.matches(write, one)).extracting(ResultCell::variant).containsExactly("paper");
    }

    @Test
    void foreignersAreComparedPerQueryEachByItsOwnQueryCount() {
        BenchmarkRun read = Fixtures.loadBoth(dir).read().orElseThrow();
        PublishedFigures.ReadFigure jdbcCold = readFigure("purchasesOfForeigners", "jdbc", "cold", "query");
        ResultCell paper = LikeForLike.matches(read, jdbcCold).get(0);

        assertThat(LikeForLike.publishedMillis(study.read(), jdbcCold)).isCloseTo(1405.0 / 12, within(1e-9));
        // work 240 and 264 ms in unit 1 (median 252), 228 in unit 2, 9 queries a sample: the geometric mean of the units
        assertThat(paper.workSamplesMillis()).containsExactly(240.0, 264.0, 228.0);
        assertThat(LikeForLike.ours(paper, jdbcCold)).hasValueSatisfying(
                v -> assertThat(v.value()).isCloseTo(Math.sqrt(252.0 / 9 * 228.0 / 9), within(1e-9)));
    }

    @Test
    void theStudysCustomersHotIsSetOnlyAgainstJvmColdCells() {
        BenchmarkRun read = Fixtures.loadBoth(dir).read().orElseThrow();
        PublishedFigures.ReadFigure hot = readFigure("customersPaged", "jdbc", "hot", "query");

        assertThat(LikeForLike.matches(read, hot)).isNotEmpty()
                .allSatisfy(c -> assertThat(c.coldKind()).isEqualTo("jvm-cold"));
    }

    @Test
    void withoutJvmColdCellsTheStudysCustomersHotIsNotMeasuredHere() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> json.get("results").forEach(cell -> {
            if (cell.has("coldKind")) {
                ((ObjectNode) cell).put("coldKind", "full");
            }
        }));
        BenchmarkRun read = new ResultsLoader().load(dir).read().orElseThrow();

        assertThat(LikeForLike.matches(read, readFigure("customersPaged", "jdbc", "hot", "query"))).isEmpty();
    }

    private PublishedFigures.WriteFigure writeFigure(int channels) {
        return study.write().figures().stream().filter(f -> Integer.valueOf(channels).equals(f.channels())).findFirst().orElseThrow();
    }

    private PublishedFigures.ReadFigure readFigure(String phase, String backend, String run, String metric) {
        return study.read().figures().stream().filter(f -> f.phase().equals(phase) && f.backend().equals(backend)
                && f.run().equals(run) && f.metric().equals(metric)).findFirst().orElseThrow();
    }
}
