package persistencebench.whitepaper.results;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;

import java.nio.file.Path;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class CellOrderTest {

    @TempDir
    Path dir;

    @Test
    void cellsFollowTheDeclaredBackendOrderThenVariantKindThenName() {
        Fixtures.copy(dir, Fixtures.READ);
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            json.withObjectProperty("backends").withObjectProperty("hibernate").put("order", 5);
            json.withObjectProperty("backends").withObjectProperty("csv").put("order", 99);
        });
        BenchmarkRun write = new ResultsLoader().load(dir).write().orElseThrow();

        assertThat(write.cells()).extracting(c -> c.backend() + "/" + c.variant()).containsExactly(
                "csv/baseline", "hibernate/paper", "hibernate/tuned", "microstream/paper", "microstream/tuned-1ch",
                "microstream/tuned", "eclipsestore/paper", "eclipsestore/tuned", "jdbc/paper", "jdbc/rewrite", "jdbc/tuned");
    }

    @Test
    void coldComesBeforeHotAndChannelCountsSortAsNumbers() {
        BenchmarkRun read = Fixtures.loadBoth(dir).read().orElseThrow();

        assertThat(read.cells().subList(0, 2)).extracting(ResultCell::temperature).containsExactly("cold", "hot");
        assertThat(Stream.of("tuned-16ch", "tuned-2ch", "tuned").sorted(CellOrder::numericAware))
                .containsExactly("tuned", "tuned-2ch", "tuned-16ch");
    }
}
