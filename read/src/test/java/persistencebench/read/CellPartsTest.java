package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;
import persistencebench.read.plugin.QueryPhase;

/** Combining a cell's forks: which parts must agree on the statement count, and which may have none. */
class CellPartsTest {

    private static CellResult part(String temperature, Integer statements) {
        CellResult part = new CellResult("jdbc", "paper", QueryPhase.CUSTOMERS_PAGED.label(), temperature)
                .put(CellField.RESULT_DIGEST, "sha256:ab").put(CellField.RESULT_COUNT, 3);
        return statements == null ? part : part.put(CellField.JDBC_STATEMENTS, statements);
    }

    @Test
    void aColdSampleAfterTheFirstMayHaveNoCount() {
        CellResult cell = CellParts.combine(QueryPhase.CUSTOMERS_PAGED, List.of(part("cold", 4), part("cold", null), part("cold", null)));

        assertThat(cell.ok()).as(cell.failure()).isTrue();
        assertThat(cell.metric(CellField.JDBC_STATEMENTS)).isEqualTo(4);
    }

    @Test
    void aHotForkWithoutACountFailsTheCell() {
        CellResult cell = CellParts.combine(QueryPhase.CUSTOMERS_PAGED, List.of(part("hot", 4), part("hot", null)));

        assertThat(cell.ok()).isFalse();
        assertThat(cell.failure()).isEqualTo("forks disagree on the statements per sample: fork 1 issued 4, fork 2 issued null");
    }

    @Test
    void coldSamplesThatCountedMustAgree() {
        CellResult cell = CellParts.combine(QueryPhase.CUSTOMERS_PAGED, List.of(part("cold", 4), part("cold", 5)));

        assertThat(cell.failure()).isEqualTo("forks disagree on the statements per sample: fork 1 issued 4, fork 2 issued 5");
    }
}
