package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.WarmUp;
import persistencebench.harness.result.Json;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.fork.ReadTask;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.QueryPhase;
import persistencebench.harness.testing.Slow;

/** A real forked JVM (the harness's fork protocol: the task as a JSON hand-over) runs read tasks and hands its cells back. */
@Slow
class ForkExecutorTest {
    private final ForkExecutor executor = new ForkExecutor("512m", Duration.ofMinutes(10), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

    @Test
    void aForkedJvmMeasuresAHotRoundWarmedUpUntilSteadyInItsWholeHeapWithTimeBoxedSamplesThenItsReaders() throws Exception {
        long customers = TinyBookstore.dataset().counts().get(BookstoreEntityType.CUSTOMER.key());
        ConcurrentPlan readers = new ConcurrentPlan(List.of(1, 2), List.of("fast"), 50, 0, 20, TinyBookstore.SEED, customers);
        ReadTask task = ReadTask.hot("eclipsestore", "paper", TinyBookstore.parameters(), TinyBookstore.target("eclipsestore", "paper"),
                WarmUp.untilSteady(2, 8, 3_000), 1, 1, null, readers);

        List<CellResult> all = executor.execute(task, List.of());

        assertThat(all).hasSize(task.expectedCells());
        assertThat(all.subList(6, all.size())).as("the readers' cells come after the phases").allSatisfy(cell -> {
            assertThat(cell.phase()).isEqualTo(ConcurrentPlan.PHASE);
            assertThat(cell.ok() || cell.skipped() != null).as(cell.failure()).isTrue();
        });
        List<CellResult> cells = all.subList(0, 6);
        assertThat(cells).extracting(CellResult::label)
                .containsExactly("eclipsestore/paper customersPaged hot", "eclipsestore/paper purchasesOfForeigners hot",
                        "eclipsestore/paper customersOffset hot", "eclipsestore/paper customersKeyset hot",
                        "eclipsestore/paper deepPageOffset hot", "eclipsestore/paper deepPageKeyset hot");
        assertThat(cells).allSatisfy(cell -> {
            assertThat(cell.ok()).as(cell.failure()).isTrue();
            assertThat(cell.metric(CellField.RESULT_DIGEST)).asString().startsWith("sha256:");
            assertThat(cell.metric(CellField.FORK_OPEN_MILLIS)).isInstanceOf(Number.class);
            assertThat(cell.metric(CellField.JVM_ARGS)).asString().contains("-Xmx512m").contains("-Xms512m").contains("-XX:+AlwaysPreTouch");
            assertThat(cell.metric(CellField.STEADY_STATE)).as("the warm-up's verdict is recorded").isInstanceOf(Boolean.class);
            assertThat(cell.warmupSamplesMillis()).hasSizeBetween(2, 8);
            if (Boolean.FALSE.equals(cell.metric(CellField.STEADY_STATE))) {
                assertThat(cell.metric(CellField.NOT_STEADY)).asString().contains("fork 1: not steady after");
            }
        });
        String json = Json.mapper().writeValueAsString(cells.get(0));
        assertThat(Json.mapper().readTree(json).get("samplesPasses").get(0).asInt()).as("a tiny store's query fills the 100 ms box with"
                + " many passes").isGreaterThan(1);
    }

    @Test
    void aForkThatCannotOpenItsStorageReportsAFailedCell() {
        DatasetTarget nowhere = new DatasetTarget(TinyBookstore.dataDirectory().resolve("missing"), null);

        List<CellResult> cells = executor.execute(ReadTask.cold("microstream", "paper", QueryPhase.CUSTOMERS_PAGED,
                TinyBookstore.parameters(), nowhere, 1, null), List.of());

        assertThat(cells).singleElement().satisfies(cell -> {
            assertThat(cell.ok()).isFalse();
            assertThat(cell.failure()).startsWith("iteration 1/1 failed:").contains("no storage at", "missing");
        });
    }

    @Test
    void aHotForkThatCannotOpenItsStorageFailsItsPhasesAndItsReaders() {
        DatasetTarget nowhere = new DatasetTarget(TinyBookstore.dataDirectory().resolve("missing"), null);
        ReadTask task = ReadTask.hot("microstream", "tuned", TinyBookstore.parameters(), nowhere, WarmUp.fixed(1), 1, 1, null,
                new ConcurrentPlan(List.of(1, 2), List.of("fast"), 50, 0, 20, TinyBookstore.SEED, 100));

        List<CellResult> cells = executor.execute(task, List.of());

        assertThat(cells).hasSize(task.expectedCells()).allSatisfy(cell -> {
            assertThat(cell.ok()).isFalse();
            assertThat(cell.failure()).contains("no storage at");
        });
        assertThat(cells).filteredOn(cell -> cell.phase().equals(ConcurrentPlan.PHASE)).isNotEmpty();
    }
}
