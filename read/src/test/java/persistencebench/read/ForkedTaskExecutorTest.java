package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.CellResult;

/** A real forked JVM (the project's classpath, --add-opens, -Xmx) runs a hot task and hands its cells back. */
class ForkedTaskExecutorTest {

    @Test
    void aForkedJvmMeasuresAHotTask() {
        ReadTask task = ReadTask.hot("eclipsestore", Variant.TUNED, TinyBookstore.parameters(), TinyBookstore.target(), 0, 1);
        List<CellResult> cells = new ForkedTaskExecutor("512m").execute(task);
        assertThat(cells).extracting(CellResult::label)
                .containsExactly("eclipsestore/tuned customersPaged hot", "eclipsestore/tuned purchasesOfForeigners hot");
        assertThat(cells).allSatisfy(cell -> {
            assertThat(cell.ok()).as(cell.failure()).isTrue();
            assertThat(cell.metric("resultDigest")).asString().startsWith("sha256:");
            assertThat(cell.metric("maxHeapBytes")).isInstanceOf(Number.class);
            assertThat(cell.metric("jvmArgs")).asString().contains("-Xmx512m");
        });
    }

    @Test
    void aForkThatCannotOpenItsStorageReportsFailedCells() {
        DatasetTarget nowhere = new DatasetTarget(TinyBookstore.dataDirectory().resolve("missing"), TinyBookstore.dataDirectory().resolve("missing"),
                TinyBookstore.target().database());
        List<CellResult> cells = new ForkedTaskExecutor("256m").execute(ReadTask.cold("microstream", Variant.PAPER, QueryPhase.CUSTOMERS_PAGED,
                TinyBookstore.parameters(), nowhere));
        assertThat(cells).singleElement().satisfies(cell -> {
            assertThat(cell.ok()).isFalse();
            assertThat(cell.failure()).startsWith("open (load/connect) failed:").contains("missing");
        });
    }
}
