package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.LIST;
import static org.assertj.core.api.InstanceOfAssertFactories.MAP;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.concurrent.ConcurrentRunner;
import persistencebench.read.concurrent.ConcurrentSamples;
import persistencebench.read.concurrent.Drift;
import persistencebench.harness.testing.Slow;

/**
 * Two forks of tuned JDBC's fast-query cells on the embedded PostgreSQL, run as the forked JVMs run them, combined as
 * the orchestrator combines them: every fork's operations in the latencies, the interval over the forks, each fork's
 * order and drift, and forks that disagree on the answers fail the cell.
 */
@Slow
class ConcurrentPartsTest {
    private static final Map<String, List<CellResult>> parts = new LinkedHashMap<>();

    @BeforeAll
    static void runTwoForks() {
        ConcurrentPlan plan = new ConcurrentPlan(List.of(1, 2), List.of("fast"), 100, 0, 5, TinyBookstore.SEED,
                TinyBookstore.dataset().counts().get(BookstoreEntityType.CUSTOMER.key()));
        for (int fork = 1; fork <= 2; fork++) {
            new ConcurrentRunner(plan, TinyBookstore.parameters(), null, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))
                    .run("jdbc", "tuned", fork, TinyBookstore.registry().byName("jdbc").variant("tuned").orElseThrow().strategy().concurrency(),
                            TinyBookstore.target("jdbc", "tuned"), cell -> parts.computeIfAbsent(cell.metric(CellField.CONNECTION_MODE) + " "
                                    + cell.metric(CellField.THREADS), key -> new ArrayList<>()).add(cell));
        }
    }

    @Test
    void theMergedLatenciesCountEveryForksOperations() {
        assertThat(parts).hasSize(4).allSatisfy((key, cellParts) -> {
            assertThat(cellParts).hasSize(2).allSatisfy(part -> assertThat(part.ok()).as(part.failure()).isTrue());
            long measured = cellParts.stream().mapToLong(part -> ((Number) part.metric(CellField.MEASURED_OPERATIONS)).longValue()).sum();
            assertThat(ConcurrentParts.latencies(cellParts).operations()).as(key).isEqualTo(measured);

            CellResult combined = ConcurrentParts.combine(cellParts);
            assertThat(combined.ok()).as(combined.failure()).isTrue();
            assertThat(combined.metric(CellField.MEASURED_OPERATIONS)).isEqualTo(measured);
            int samplesOfEveryFork = cellParts.stream().mapToInt(part -> part.samplesMillis().size()).sum();
            assertThat(combined.samplesMillis().size()).as("every fork's samples kept").isEqualTo(samplesOfEveryFork);
            assertThat(combined.metric(CellField.P50_MICROS)).isNotNull();
            assertThat(combined.metric(CellField.P99_MICROS)).as("100 distinct operations").isNotNull();
            assertThat(combined.metrics()).doesNotContainKeys("latencyHistogram", "latencyTotalNanos");
            assertThat(ConcurrentSamples.latencies(combined).operations()).as("nothing left to merge").isZero();
        });
    }

    @Test
    void theIntervalIsOverTheForksThroughputs() {
        parts.values().forEach(cellParts -> {
            CellResult combined = ConcurrentParts.combine(cellParts);
            assertThat(combined.ciOf()).isEqualTo("geomeanOpsPerSecond");
            assertThat(combined.ciUnits()).isEqualTo(2);
            assertThat(combined.ci95()).hasSize(2);
            assertThat(combined.metric(CellField.FORK_OPS_PER_SECOND)).asInstanceOf(LIST).hasSize(2);
            assertThat(combined.metric(CellField.THREAD_ORDER)).asInstanceOf(LIST).containsExactlyInAnyOrder("1,2", "2,1");
            assertThat(combined.metric(CellField.POSITION_IN_FORK)).asInstanceOf(LIST).hasSize(2);
            assertThat(combined.metric(CellField.PASSES_PER_SAMPLE)).asInstanceOf(LIST).hasSize(2);
        });
    }

    @Test
    void eachForkMeasuresItsFirstSharedCellAgainAtItsEnd() {
        // fork 1 starts with one thread, fork 2 with two; the fast query's first cell is the shared one
        assertThat(ConcurrentParts.combine(parts.get("shared 1")).metric(CellField.DRIFT)).asInstanceOf(LIST).singleElement(MAP)
                .containsEntry("fork", 1).containsKeys("startOpsPerSecond", "endOpsPerSecond", "endOverStart");
        assertThat(ConcurrentParts.combine(parts.get("shared 2")).metric(CellField.DRIFT)).asInstanceOf(LIST).singleElement(MAP)
                .containsEntry("fork", 2);
        assertThat(ConcurrentParts.combine(parts.get("shared 2")).metric(CellField.DRIFT_BEYOND_INTERVAL)).isInstanceOf(Boolean.class);
        assertThat(ConcurrentParts.combine(parts.get("pool 1")).metric(CellField.DRIFT)).isNull();
    }

    @Test
    void everyCellSaysWhetherItIsAtSteadyStateAndADriftBeyondItsIntervalSaysItIsNot() {
        parts.forEach((key, cellParts) -> {
            CellResult combined = ConcurrentParts.combine(cellParts);
            assertThat(combined.metric(CellField.STEADY_STATE)).as(key).isInstanceOf(Boolean.class);
            if (Boolean.TRUE.equals(combined.metric(CellField.DRIFT_BEYOND_INTERVAL))) {
                assertThat(combined.metric(CellField.STEADY_STATE)).as(key).isEqualTo(false);
            }
        });
        // fork 2 measured its first shared cell again at its end: planted, it ran a billion times faster there
        CellResult fork2 = parts.get("shared 2").get(1);
        Object measured = fork2.metric(CellField.DRIFT);
        fork2.put(CellField.DRIFT, new Drift(1.0, 1e9).asMap());
        CellResult combined;
        try {
            combined = ConcurrentParts.combine(parts.get("shared 2"));
        } finally {
            fork2.put(CellField.DRIFT, measured);
        }
        assertThat(combined.metric(CellField.DRIFT_BEYOND_INTERVAL)).isEqualTo(true);
        assertThat(combined.metric(CellField.STEADY_STATE)).isEqualTo(false);
        assertThat(combined.metric(CellField.NOT_STEADY)).asInstanceOf(LIST).anySatisfy(reason -> assertThat(reason).asString()
                .startsWith("fork 2: measured again at its end").endsWith("more than half the interval"));

        // the other thread count of the query ran in the same forks: it is not at steady state either; the other mode is
        CellResult sibling = ConcurrentParts.combine(parts.get("shared 1"));
        CellResult otherMode = ConcurrentParts.combine(parts.get("pool 1"));
        ConcurrentParts.spreadDrift(List.of(sibling, combined, otherMode));
        assertThat(sibling.metric(CellField.STEADY_STATE)).isEqualTo(false);
        // (unless its own measured drift was beyond its interval too, a real fork's noise: then it says so itself)
        assertThat(sibling.metric(CellField.NOT_STEADY)).asInstanceOf(LIST).anySatisfy(reason -> assertThat(reason).asString()
                .containsAnyOf("drift check on [2 thread(s)]", "fork 1: measured again at its end"));
        assertThat(String.valueOf(otherMode.metric(CellField.NOT_STEADY))).doesNotContain("drift check on");
    }

    @Test
    void forksThatAnswerDifferentlyFailTheCell() {
        List<CellResult> cellParts = parts.get("pool 2");
        CellResult honest = cellParts.get(1);
        CellResult other = new CellResult(honest.backend(), honest.variant(), honest.phase(), honest.temperature());
        honest.metrics().forEach((key, value) -> other.put(CellField.of(key).orElseThrow(), value));
        List<?> rows = (List<?>) honest.metric(CellField.RESULT_ROWS);
        other.put(CellField.RESULT_ROWS, rows.subList(1, rows.size()));
        other.put(CellField.RESULT_COUNT, rows.size() - 1);
        other.put(CellField.RESULT_DIGEST, "sha256:" + "00".repeat(32));

        assertThat(ConcurrentParts.combine(List.of(cellParts.get(0), other)).failure())
                .startsWith("forks disagree on the answers to the same operations: ");
    }
}
