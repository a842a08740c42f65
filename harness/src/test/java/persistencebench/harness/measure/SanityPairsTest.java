package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;
import org.junit.jupiter.api.Test;

class SanityPairsTest {
    private final PrintStream quiet = new PrintStream(new ByteArrayOutputStream());

    private CellResult cell(String variant, String implementation, long sleepMillis) {
        MeasuredOperation op = () -> Thread.sleep(sleepMillis);
        CellResult cell = new CellRunner(0, 3, quiet).run(new CellResult("jdbc", variant, "customersPaged", "hot"), op);
        return cell.put(SanityPairs.IMPLEMENTATION, implementation);
    }

    @Test
    void cellsRunningTheSameCodeWithFarApartMediansAreFlagged() {
        CellResult paper = cell("paper", "x.CustomerPageSql", 1);
        CellResult tuned = cell("tuned", "x.CustomerPageSql", 40);
        CellResult other = cell("rewrite", "x.OtherSql", 1);
        List<SanityPairs.Pair> pairs = SanityPairs.find(List.of(paper, tuned, other));
        assertThat(pairs).singleElement().satisfies(pair -> {
            assertThat(pair.consistent()).isFalse();
            assertThat(pair.cells()).containsExactly("jdbc/paper customersPaged hot", "jdbc/tuned customersPaged hot");
            assertThat(pair.note()).contains("lies outside", "same code");
        });
        assertThat(SanityPairs.describe(pairs)).singleElement().satisfies(m -> assertThat(m).containsEntry("consistent", false));
    }

    @Test
    void theSameCodeOnAnotherServerProfileOrStoreIsNoPair() {
        CellResult paper = cell("paper", "x.CustomerPageSql", 1).put("serverProfile", "study");
        CellResult tuned = cell("tuned", "x.CustomerPageSql", 40).put("serverProfile", "tuned");
        assertThat(SanityPairs.find(List.of(paper, tuned))).isEmpty();
    }

    @Test
    void failedCellsAndDifferentPhasesAreNoPair() {
        CellResult paper = cell("paper", "x.CustomerPageSql", 1);
        CellResult failed = cell("tuned", "x.CustomerPageSql", 1).fail("boom");
        assertThat(SanityPairs.find(List.of(paper, failed))).isEmpty();
    }

    @Test
    void twoForksOfOneCellThatDisagreeAreFlaggedAndSingleSampleForksAreNot() {
        CellResult fast = cell("paper", "x.CustomerPageSql", 1);
        CellResult slow = cell("paper", "x.CustomerPageSql", 40);
        CellResult twoForks = CellResult.combine(List.of(fast, slow));
        assertThat(SanityPairs.find(List.of(twoForks))).singleElement().satisfies(pair -> {
            assertThat(pair.consistent()).isFalse();
            assertThat(pair.cells()).containsExactly("jdbc/paper customersPaged hot fork 1", "jdbc/paper customersPaged hot fork 2");
            assertThat(pair.implementation()).isEqualTo("x.CustomerPageSql");
            assertThat(pair.note()).contains("lies outside", "forks of one cell");
        });
        CellResult oneSampleEach = CellResult.combine(List.of(single(1), single(40)));
        assertThat(SanityPairs.find(List.of(oneSampleEach))).isEmpty();
    }

    private CellResult single(long sleepMillis) {
        MeasuredOperation op = () -> Thread.sleep(sleepMillis);
        return new CellRunner(0, 1, quiet).run(new CellResult("jdbc", "paper", "customersPaged", "cold"), op);
    }
}
