package persistencebench.whitepaper.guide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;

/**
 * The decision guide names a winner only where a runner-up is separated from it, names the group tied with the fastest
 * together, never decides on values measured once, and sets the study's variant against the expert's per framework.
 */
class DecisionGuideTest {

    @TempDir
    Path dir;

    @Test
    void aWinnerIsNamedOnlyAheadOfARunnerUpWhoseIntervalLiesAboveIts() {
        Fixtures.alter(dir, Fixtures.WRITE, DecisionGuideTest::narrowed);
        Fixtures.copy(dir, Fixtures.READ);

        GuideRow load = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Bulk load");

        assertThat(load.decided()).isTrue();
        assertThat(load.leaders()).containsExactly("JDBC · tuned");
        assertThat(load.runnerUp()).startsWith("MicroStream · tuned (2 ch) at 33.100 s");
        assertThat(load.price()).contains("bytes per row on disk").doesNotStartWith("JDBC · tuned: ");
        assertThat(load.evidence().link()).isEqualTo("<<write-case,Write case>>");
    }

    @Test
    void twoCandidatesForTheFastestThatAreNotShownEqualLeaveTheRowNotResolved() {
        GuideRow load = row(DecisionGuide.rows(Fixtures.loadBoth(dir)), "Bulk load");

        // of the fixture's tuned stores, the selection of the fastest leaves JDBC and MicroStream (2 ch), two forks each
        assertThat(load.decided()).isFalse();
        assertThat(load.leaders()).isEmpty();
        assertThat(load.winner()).startsWith("not resolved by this run: each of JDBC · tuned at ")
                .contains("MicroStream · tuned (2 ch) at ").endsWith("may be the fastest (the selection of the fastest)");
        assertThat(load.price()).isEmpty();
    }

    @Test
    void aContestantWithoutAnIntervalMeasuredAsFastAsTheFastestLeavesTheRowUndecided() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            narrowed(json);
            ObjectNode paper = Fixtures.cell(json, "hibernate", "paper", "store", null);
            paper.remove("ci95");
            paper.putArray("samplesMillis").add(20000.0);
            paper.putArray("samplesFork").add(1);
            paper.put("forks", 1).put("ciUnits", 1).put("geomeanMillis", 20000.0);
            paper.put("medianMillis", 20000.0).put("minMillis", 20000.0).put("maxMillis", 20000.0).put("meanMillis", 20000.0)
                    .put("p90Millis", 20000.0).put("p99Millis", 20000.0);
        });
        Fixtures.copy(dir, Fixtures.READ);

        GuideRow load = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Bulk load");

        assertThat(load.decided()).isFalse();
        assertThat(load.winner()).startsWith("cannot decide: Hibernate · paper at 20.000 s (one fork: no interval) has no interval that"
                + " supports a ranking and a unit measured inside or beyond the better end of the fastest's interval (JDBC · tuned at ");
    }

    @Test
    void aContestantWithoutAnIntervalWhoseFastestForkReachesTheFastestLeavesTheRowUndecidedWhateverItsMedian() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            narrowed(json);
            // three forks and no interval: the median (90 s) lies far above the fastest's interval, the first fork (15 s) below it
            forks(Fixtures.cell(json, "hibernate", "paper", "store", null), 15000.0, 90000.0, 95000.0);
        });
        Fixtures.copy(dir, Fixtures.READ);

        GuideRow load = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Bulk load");

        assertThat(load.decided()).isFalse();
        assertThat(load.leaders()).isEmpty();
        assertThat(load.winner()).startsWith("cannot decide: Hibernate · paper at 90.000 s (3 forks: no interval on the log scale) has no"
                + " interval that supports a ranking and a unit measured inside or beyond the better end of the fastest's interval"
                + " (JDBC · tuned at ");
    }

    @Test
    void aContestantNotAtSteadyStateWhoseFastestForkReachesTheFastestLeavesTheRowUndecidedWhateverItsMean() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            narrowed(json);
            // its geometric mean (50 s) lies far above the fastest's interval, its first fork (15 s) below it
            ObjectNode tuned = forks(Fixtures.cell(json, "hibernate", "tuned", "store", null), 15000.0, 90000.0, 95000.0);
            tuned.putArray("ci95").add(10000.0).add(250000.0);
            tuned.put("steadyState", false).putArray("notSteady").add("fork 1: its warm-up did not settle within its cap");
        });
        Fixtures.copy(dir, Fixtures.READ);

        GuideRow load = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Bulk load");

        assertThat(load.decided()).isFalse();
        assertThat(load.winner()).startsWith("cannot decide: Hibernate · tuned at 50.000 s (10.000–250.000, 3 forks) was not at steady state"
                + " and has a unit measured inside or beyond the better end of the fastest's interval (JDBC · tuned at ");
    }

    @Test
    void aContestantWithoutAnIntervalIsNeverCalledSlowerEvenWhereEveryForkLiesAboveTheFastest() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            narrowed(json);
            forks(Fixtures.cell(json, "hibernate", "paper", "store", null), 118000.0, 121200.0, 125000.0);
        });
        Fixtures.copy(dir, Fixtures.READ);

        GuideRow load = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Bulk load");

        assertThat(load.decided()).isTrue();
        assertThat(load.leaders()).containsExactly("JDBC · tuned");
        assertThat(load.winner()).endsWith(" (also measured, not ranked: 1 without a usable interval)")
                .doesNotContain("slower", "faster", "as fast");
        Standing hibernate = load.standings().stream().filter(s -> s.contestant().equals("Hibernate · paper")).findFirst().orElseThrow();
        assertThat(hibernate.position()).isEqualTo(Standing.Position.NO_INTERVAL);
        assertThat(hibernate.detail()).isEqualTo("121.200 s (3 forks: no interval on the log scale)");
    }

    /**
     * Gives {@code cell} one sample in each of as many forks as {@code perFork} has values, the statistics a result file
     * would carry with them, and no interval (ci95 left out, as where none could be given); the cell, for more changes.
     */
    static ObjectNode forks(ObjectNode cell, double... perFork) {
        ArrayNode samples = cell.putArray("samplesMillis");
        ArrayNode fork = cell.putArray("samplesFork");
        for (int i = 0; i < perFork.length; i++) {
            samples.add(perFork[i]);
            fork.add(i + 1);
        }
        double[] sorted = perFork.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        cell.remove("ci95");
        cell.put("forks", n).put("ciUnits", n).put("ciOf", "geomeanMillis")
                .put("geomeanMillis", Math.exp(Arrays.stream(perFork).map(Math::log).average().orElseThrow()))
                .put("medianMillis", median).put("minMillis", sorted[0]).put("maxMillis", sorted[n - 1])
                .put("meanMillis", Arrays.stream(perFork).average().orElseThrow()).put("p90Millis", sorted[n - 1]).put("p99Millis", sorted[n - 1]);
        return cell;
    }

    @Test
    void aGroupShownEqualGivesEveryMembersPriceUnderItsName() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            narrowed(json);
            equalPair(json);
        });
        Fixtures.copy(dir, Fixtures.READ);

        GuideRow load = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Bulk load");

        assertThat(load.decided()).isTrue();
        assertThat(load.leaders()).containsExactly("JDBC · tuned", "MicroStream · tuned (2 ch)");
        assertThat(load.winner()).startsWith("equal within ±10 %: JDBC · tuned at 21.915 s");
        assertThat(load.price()).startsWith("JDBC · tuned: 872 bytes per row on disk")
                .contains(" and MicroStream · tuned (2 ch): 1,233 bytes per row on disk");
    }

    @Test
    void aGroupShownEqualIsNamedOnlyWhenEveryContestantBehindItIsShownSlowerNotTheRunnerUpAlone() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> {
            narrowed(json);
            equalPair(json);
            // slower by its value than the runner-up (EclipseStore, 34.1 s), but too wide to be told from the pair
            interval(Fixtures.cell(json, "hibernate", "tuned", "store", null), 42900.0, 10.0, 2);
        });
        Fixtures.copy(dir, Fixtures.READ);

        GuideRow load = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Bulk load");

        assertThat(load.decided()).isFalse();
        assertThat(load.leaders()).isEmpty();
        assertThat(load.winner()).startsWith("not resolved by this run: each of JDBC · tuned at ")
                .contains(", MicroStream · tuned (2 ch) at ", " and Hibernate · tuned at 42.900 s (4.290–429.000, 2 forks)");
        assertThat(load.runnerUp()).startsWith("EclipseStore · tuned (2 ch) at 34.140 s");
        assertThat(load.price()).isEmpty();
    }

    @Test
    void aThroughputTooWideToBeToldFromTheFastestLeavesTheRowNotResolvedAsATimeWould() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> {
            ArrayNode results = json.withArray("results");
            concurrent(results, "jdbc", "tuned", "postgresql", 1, 1000.0, 10.0);
            concurrent(results, "microstream", "paper", null, 1, 300.0, 3.0);
            // 600 ops/s in an interval twenty times either side: its fastest fork may have been the fastest of all
            concurrent(results, "microstream", "tuned", null, 1, 600.0, 600.0 * 19);
        });

        GuideRow one = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Concurrent readers, fast query, 1 thread");

        assertThat(one.decided()).isFalse();
        assertThat(one.leaders()).isEmpty();
        assertThat(one.winner()).startsWith("not resolved by this run: each of JDBC · tuned (shared) at 1,000 ops/s")
                .contains(" and MicroStream · tuned (shared) at 600 ops/s (30–12,000, 3 forks) may be the fastest");
        assertThat(one.runnerUp()).startsWith("MicroStream · paper (shared) at 300 ops/s");
    }

    @Test
    void theHeapRowSaysThatAServersMemoryIsNotInItAndItsWinnerPaysItsServersResidentMemory() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> {
            Fixtures.cell(json, "jdbc", "tuned", "purchasesOfForeigners", "hot").put("residentBytes", 400_000_000L)
                    .put("serverResidentBytes", 300_000_000L).putArray("liveHeapSamplesBytes").add(12_000_000.0).add(12_100_000.0);
            Fixtures.cell(json, "jdbc", "paper", "purchasesOfForeigners", "hot").putArray("liveHeapSamplesBytes").add(30_000_000.0).add(30_200_000.0);
            Fixtures.cell(json, "microstream", "tuned", "purchasesOfForeigners", "hot").putArray("liveHeapSamplesBytes")
                    .add(80_000_000.0).add(80_400_000.0);
        });

        GuideRow heap = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "JVM heap held once open");

        assertThat(heap.workload()).contains("a database server's memory is not in it");
        assertThat(heap.decided()).isTrue();
        assertThat(heap.leaders()).containsExactly("JDBC · tuned");
        assertThat(heap.price()).contains("heap held 11.4 MiB", "resident 381.5 MiB + server 286.1 MiB");
        // its figure draws the leader's geometric mean of 12,000,000 and 12,100,000 bytes in MiB
        assertThat(heap.axis().of(heap.standings().get(0).value().value())).isCloseTo(11.49, within(0.05));
    }

    @Test
    void everyRowNamesTheDataDurabilityClassCpusAndEnginesItCovers() {
        Fixtures.copy(dir, Fixtures.WRITE);
        // the read program counts the bookstore's entities by their table's name
        Fixtures.alter(dir, Fixtures.READ, json -> ((ObjectNode) json.get("dataset").get("counts")).put("purchase", 40000L));

        List<GuideRow> rows = DecisionGuide.rows(new ResultsLoader().load(dir));

        assertThat(rows).extracting(GuideRow::evidence).contains(DecisionGuide.WRITE, DecisionGuide.READ, DecisionGuide.PAGING);
        for (GuideRow row : rows) {
            boolean bookstore = row.evidence().equals(DecisionGuide.READ) || row.evidence().equals(DecisionGuide.PAGING);
            assertThat(row.coverage()).as(row.workload()).startsWith(bookstore ? "small bookstore, 40,000 purchases, " : "2,821,515 trips, ")
                    .contains(", durability disk, 2 CPUs, ");
        }
        assertThat(row(rows, "Bulk load").coverage()).isEqualTo("2,821,515 trips, durability disk, 2 CPUs, SQL on PostgreSQL");
        assertThat(row(rows, "Complex join query (purchases of foreigners), hot").coverage())
                .isEqualTo("small bookstore, 40,000 purchases, durability disk, 2 CPUs, SQL on PostgreSQL");
    }

    @Test
    void aRowNamesTheEnginesItsOwnContestantsRanOn() {
        List<GuideRow> rows = DecisionGuide.rows(Fixtures.loadEngines(dir));

        assertThat(row(rows, "Bulk load").coverage()).endsWith(", SQL on PostgreSQL, H2, SQLite and MariaDB");
        // the read run's MariaDB server did not start, so no read row covers MariaDB
        assertThat(row(rows, "Complex join query (purchases of foreigners), hot").coverage()).endsWith(", SQL on PostgreSQL, H2 and SQLite");
    }

    /**
     * JDBC · tuned (21.9 s) and MicroStream · tuned (22.2 s) in five forks each, within 1 % of their values: the 95 %
     * interval of their ratio lies inside ±10 %, so the two are shown equal; after {@link #narrowed}, every other store is
     * shown slower than JDBC.
     */
    static void equalPair(ObjectNode json) {
        interval(Fixtures.cell(json, "jdbc", "tuned", "store", null), 21915.0, 1.01, 5);
        interval(Fixtures.cell(json, "microstream", "tuned", "store", null), 22200.0, 1.01, 5);
    }

    /** Gives {@code cell} a geometric interval from {@code value / factor} to {@code value · factor} over {@code units} forks. */
    static ObjectNode interval(ObjectNode cell, double value, double factor, int units) {
        cell.put("ciOf", "geomeanMillis").put("ciUnits", units).putArray("ci95").add(value / factor).add(value * factor);
        return cell;
    }

    /** Every store cell's interval shrunk to 3 % either side of its median: the fixture's forks made to agree. */
    static void narrowed(ObjectNode json) {
        json.withArray("results").forEach(cell -> {
            if (cell.has("ci95") && cell.has("medianMillis")) {
                double median = cell.get("medianMillis").asDouble();
                ((ObjectNode) cell).put("ciOf", "geomeanMillis").putArray("ci95").add(median / 1.03).add(median * 1.03);
            }
        });
    }

    @Test
    void whereEveryIntervalOverlapsTheFastestsTheRowCannotDecide() {
        Fixtures.alter(dir, Fixtures.WRITE, json -> json.withArray("results").forEach(cell -> {
            ((ObjectNode) cell).put("ciOf", "geomeanMillis").putArray("ci95").add(1.0).add(1e9);
        }));
        Fixtures.copy(dir, Fixtures.READ);

        GuideRow load = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Bulk load");

        assertThat(load.decided()).isFalse();
        assertThat(load.leaders()).isEmpty();
        assertThat(load.winner()).startsWith("not resolved by this run: each of ").contains(" may be the fastest");
        assertThat(load.price()).isEmpty();
    }

    @Test
    void valuesMeasuredOnceNeverDecideEvenWhenTheyDiffer() {
        GuideRow bytes = row(DecisionGuide.rows(Fixtures.loadBoth(dir)), "Bytes on disk");

        assertThat(bytes.decided()).isFalse();
        assertThat(bytes.leaders()).isEmpty();
        assertThat(bytes.winner()).startsWith("cannot decide").contains("lowest observed: JDBC · tuned at 872 bytes");
        assertThat(bytes.runnerUp()).endsWith("(the next observed, no interval)").doesNotContain("×");
    }

    @Test
    void bytesOnDiskSetSqlTablesAgainstSqlTablesAndDirectoriesAgainstDirectoriesOnly() {
        List<GuideRow> rows = DecisionGuide.rows(Fixtures.loadBoth(dir));

        GuideRow tables = row(rows, "Bytes on disk per stored trip, SQL engines");
        GuideRow directories = row(rows, "Bytes on disk per stored trip, stores of their own files");

        assertThat(tables.standings()).isNotEmpty().extracting(Standing::family).allSatisfy(family -> assertThat(family).endsWith(" on PostgreSQL"));
        assertThat(directories.standings()).isNotEmpty().extracting(Standing::family).noneSatisfy(family -> assertThat(family).contains(" on "));
    }

    @Test
    void theStudysVariantIsSetAgainstTheExpertsPerFrameworkByWelchsRatio() {
        GuideRow load = row(DecisionGuide.rows(Fixtures.loadBoth(dir)), "Bulk load");

        // Welch's interval of the ratio: narrower than the quotient of the two intervals' ends (JDBC's was 2.6–8.5, and
        // MicroStream's 0.94–4.4 included 1)
        assertThat(load.paperToTuned().split("; ")).contains("JDBC · tuned 4.5 × (3.8–5.3)", "Hibernate · tuned 2.8 × (2.3–3.4)",
                "MicroStream · tuned (2 ch) 2.0 × (1.6–2.4)");
    }

    @Test
    void concurrentReadersAreComparedByTimePerOperationAtOneThreadAndTheMost() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> {
            ArrayNode results = json.withArray("results");
            for (int threads : List.of(1, 4)) {
                concurrent(results, "jdbc", "tuned", "postgresql", threads, 1000.0 * threads, 50.0);
                concurrent(results, "microstream", "tuned", null, threads, 3000.0 * threads, 100.0);
                concurrent(results, "microstream", "paper", null, threads, 2900.0 * threads, 400.0);
            }
        });

        List<GuideRow> rows = DecisionGuide.rows(new ResultsLoader().load(dir));
        GuideRow one = row(rows, "Concurrent readers, fast query, 1 thread");
        GuideRow four = row(rows, "Concurrent readers, fast query, 4 threads");

        // MicroStream's two variants may each be the fastest, and paper's wide interval does not show them equal
        assertThat(one.leaders()).isEmpty();
        assertThat(one.winner()).startsWith("not resolved by this run: each of MicroStream · tuned (shared)").contains("3,000 ops/s");
        assertThat(one.runnerUp()).startsWith("JDBC · tuned (shared) at 1,000 ops/s").contains("the fastest's time per operation");
        assertThat(four.decided()).isTrue();
        assertThat(one.paperToTuned()).startsWith("MicroStream · tuned (shared) not resolved by this run");
    }

    @Test
    void aConcurrentCellNotAtSteadyStateIsNeverTheWinnerAndLeavesTheRowUndecidedWhereItLooksFastest() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> {
            ArrayNode results = json.withArray("results");
            concurrent(results, "jdbc", "tuned", "postgresql", 1, 1000.0, 50.0);
            concurrent(results, "microstream", "paper", null, 1, 2000.0, 50.0);
            concurrent(results, "microstream", "tuned", null, 1, 6000.0, 100.0)
                    .put("steadyState", false).put("driftBeyondInterval", true).putArray("notSteady")
                    .add("fork 1: measured again at its end, 6,000.0 ops/s at the end, 1,000.0 in its place (x6.000), more than half the interval");
        });

        GuideRow one = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Concurrent readers, fast query, 1 thread");

        assertThat(one.leaders()).doesNotContain("MicroStream · tuned (shared)");
        assertThat(one.decided()).isFalse();
        assertThat(one.winner()).startsWith("cannot decide: MicroStream · tuned (shared)")
                .contains(" was not at steady state and has a unit measured inside or beyond the better end of the fastest's interval (");
        assertThat(one.standings()).filteredOn(s -> s.contestant().startsWith("MicroStream · tuned"))
                .singleElement().extracting(Standing::position).isEqualTo(Standing.Position.NOT_STEADY);
    }

    @Test
    void aRowWhoseEveryContestantWasNotAtSteadyStateSaysSoRatherThanNotMeasured() {
        Fixtures.copy(dir, Fixtures.WRITE);
        Fixtures.alter(dir, Fixtures.READ, json -> {
            ArrayNode results = json.withArray("results");
            for (String variant : List.of("paper", "tuned")) {
                concurrent(results, "microstream", variant, null, 1, 2000.0, 50.0).put("steadyState", false).putArray("notSteady")
                        .add("the fork's warm-up of the fast query was not steady after 12 runs");
            }
        });

        GuideRow one = row(DecisionGuide.rows(new ResultsLoader().load(dir)), "Concurrent readers, fast query, 1 thread");

        assertThat(one.decided()).isFalse();
        assertThat(one.winner()).isEqualTo("cannot decide: of the 2 contestants measured, 2 not at steady state");
    }

    private static ObjectNode concurrent(ArrayNode results, String backend, String variant, String database, int threads, double opsPerSecond,
                                   double halfWidth) {
        ObjectNode cell = results.addObject().put("backend", backend).put("variant", variant).put("phase", "concurrentReads")
                .put("temperature", "hot").put("ok", true).put("threads", threads).put("connectionMode", "shared").put("query", "fast")
                .put("operations", 1000).put("measuredOperations", 3000).put("opsPerSecond", opsPerSecond).put("ciUnits", 3)
                .put("ciOf", "geomeanOpsPerSecond").put("cpuMillisPerOperation", 0.2);
        if (database != null) {
            cell.put("database", database);
        }
        cell.putArray("samplesMillis").add(1e6 / opsPerSecond).add(1e6 / opsPerSecond).add(1e6 / opsPerSecond);
        // a geometric interval, the same factor either side of the throughput
        double factor = 1 + halfWidth / opsPerSecond;
        cell.putArray("ci95").add(opsPerSecond / factor).add(opsPerSecond * factor);
        Fixtures.identified(cell);
        return cell;
    }

    @Test
    void theGrowthRowRanksTheTimeFactorsOnTheLogScale() {
        // small to large (×100 purchases): JDBC's hot complex query ×100 in time within ±1 %, MicroStream's ×10,000 within ±5 %
        GuideRow growth = row(DecisionGuide.rows(new ResultsLoader().load(Fixtures.copy(dir, Fixtures.SCALING, Fixtures.WRITE, Fixtures.READ))),
                "Cost as the data grows");

        assertThat(growth.decided()).isTrue();
        assertThat(growth.leaders()).hasSize(1).allSatisfy(leader -> assertThat(leader).contains("JDBC"));
        assertThat(growth.runnerUp()).contains("MicroStream").contains("the fastest's growth in time");
    }

    private static GuideRow row(List<GuideRow> rows, String workload) {
        return rows.stream().filter(r -> r.workload().startsWith(workload)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + workload + " in " + rows.stream().map(GuideRow::workload).toList()));
    }
}
