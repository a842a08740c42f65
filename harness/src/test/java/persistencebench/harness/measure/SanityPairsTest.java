package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import persistencebench.harness.testing.Slow;
import persistencebench.harness.resultformat.CellField;

@Slow
class SanityPairsTest {
    private final PrintStream quiet = new PrintStream(new ByteArrayOutputStream());

    private CellResult cell(String variant, String implementation, long millis) {
        return measured(new CellResult("jdbc", variant, "customersPaged", "hot"), 3, millis).put(CellField.IMPLEMENTATION, implementation);
    }

    /** {@code cell} with samples that each "take" {@code millis} on a clock its work advances: no real timing involved. */
    private CellResult measured(CellResult cell, int iterations, long millis) {
        AtomicLong clock = new AtomicLong();
        MeasuredOperation op = () -> clock.addAndGet(millis * 1_000_000);
        return new CellRunner(0, iterations, quiet).withNanoTime(clock::get).run(cell, op);
    }

    @Test
    void cellsRunningTheSameCodeWithFarApartMediansAreFlagged() {
        CellResult paper = cell("paper", "x.CustomerPageSql", 1);
        CellResult tuned = cell("tuned", "x.CustomerPageSql", 40);
        CellResult other = cell("rewrite", "x.OtherSql", 1);
        List<SanityPairs.Pair> pairs = SanityPairs.find(List.of(paper, tuned, other));
        assertThat(pairs).singleElement().satisfies(pair -> {
            assertThat(pair.consistent()).isFalse();
            assertThat(pair.cells()).as("cells are named by id").containsExactly("jdbc/paper/customersPaged/hot", "jdbc/tuned/customersPaged/hot");
            assertThat(pair.forks()).as("two cells, not two forks").isEmpty();
            assertThat(pair.note()).as("people read labels").startsWith("jdbc/paper customersPaged hot median").contains("lies outside", "same code");
        });
        assertThat(SanityPairs.describe(pairs)).singleElement().satisfies(m -> assertThat(m).containsEntry("consistent", false)
                .containsEntry("cells", List.of("jdbc/paper/customersPaged/hot", "jdbc/tuned/customersPaged/hot")).doesNotContainKey("forks"));
    }

    /** A concurrent-readers cell measured outside the runner: samples of the given milliseconds. */
    private static CellResult sampled(String mode, String configuration, double... millis) {
        List<Sample> samples = java.util.Arrays.stream(millis).mapToObj(m -> new Sample(null, m, null, 1, null, null, null, null, null, null)).toList();
        return new CellResult("jdbc", "paper", "concurrentReads", "hot").samples(samples).put(CellField.SAME_CONFIGURATION, configuration)
                .put(CellField.PAIR_NAME, "jdbc/paper concurrentReads " + mode + " fast 1 thread(s)")
                .put(CellField.QUERY, "fast").put(CellField.CONNECTION_MODE, mode).put(CellField.THREADS, 1);
    }

    @Test
    void cellsMarkedAsOneConfigurationArePairedUnderTheirOwnNames() {
        CellResult shared = sampled("shared", "one reader on one connection", 10, 11, 12);
        CellResult pool = sampled("pool", "one reader on one connection", 20, 21, 22);
        CellResult otherQuery = sampled("pool", "one reader on one connection, slow", 10, 11, 12);
        CellResult oneSample = sampled("pool", "one reader on one connection", 11);

        assertThat(SanityPairs.find(List.of(shared, pool, otherQuery, oneSample))).singleElement().satisfies(pair -> {
            assertThat(pair.cells()).containsExactly("jdbc/paper/concurrentReads/hot/fast/shared/1-threads",
                    "jdbc/paper/concurrentReads/hot/fast/pool/1-threads");
            assertThat(pair.note()).startsWith("jdbc/paper concurrentReads shared fast 1 thread(s) median");
            assertThat(pair.consistent()).isFalse();
            assertThat(pair.implementation()).isNull();
            assertThat(pair.note()).endsWith("although both measure one reader on one connection");
        });
        assertThat(SanityPairs.find(List.of(shared, sampled("pool", "one reader on one connection", 9, 11.5, 13))))
                .singleElement().satisfies(pair -> assertThat(pair.consistent()).isTrue());
    }

    @Test
    void theSameCodeOnAnotherServerProfileOrStoreIsNoPair() {
        CellResult paper = cell("paper", "x.CustomerPageSql", 1).put(CellField.SERVER_PROFILE, "study");
        CellResult tuned = cell("tuned", "x.CustomerPageSql", 40).put(CellField.SERVER_PROFILE, "tuned");
        assertThat(SanityPairs.find(List.of(paper, tuned))).isEmpty();
    }

    @Test
    void aCellOfOneSampleIsNoPairForItsRangeIsAPoint() {
        CellResult paper = cell("paper", "x.CustomerPageSql", 1);
        CellResult tuned = measured(new CellResult("jdbc", "tuned", "customersPaged", "hot"), 1, 40)
                .put(CellField.IMPLEMENTATION, "x.CustomerPageSql");
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
            assertThat(pair.cells()).as("one cell twice").containsExactly("jdbc/paper/customersPaged/hot", "jdbc/paper/customersPaged/hot");
            assertThat(pair.forks()).containsExactly(1, 2);
            assertThat(pair.implementation()).isEqualTo("x.CustomerPageSql");
            assertThat(pair.note()).contains("jdbc/paper customersPaged hot fork 2", "lies outside", "forks of one cell");
        });
        assertThat(SanityPairs.describe(SanityPairs.find(List.of(twoForks)))).singleElement()
                .satisfies(m -> assertThat(m).containsEntry("forks", List.of(1, 2)));
        CellResult oneSampleEach = CellResult.combine(List.of(single(1), single(40)));
        assertThat(SanityPairs.find(List.of(oneSampleEach))).isEmpty();
    }

    private CellResult single(long millis) {
        return measured(new CellResult("jdbc", "paper", "customersPaged", "cold"), 1, millis);
    }
}
