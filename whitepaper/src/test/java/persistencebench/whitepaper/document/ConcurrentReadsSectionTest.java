package persistencebench.whitepaper.document;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static persistencebench.whitepaper.document.AdocFacts.block;
import static persistencebench.whitepaper.document.AdocFacts.row;
import static persistencebench.whitepaper.document.AdocFacts.table;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jfree.data.xy.IntervalXYDataset;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.chart.FigureCatalog;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;
import persistencebench.whitepaper.study.StudyResources;
import persistencebench.harness.testing.Slow;

/**
 * The concurrent readers follow from the read file's {@code concurrentReads} cells: kept apart from the sampled cells
 * (which must have samples), a throughput figure per query, a table per query, what each mode shared, and the
 * reference's figures beside ours.
 */
@Slow
class ConcurrentReadsSectionTest {

    /** Why the object graph's pool cells were skipped. */
    private static final String NO_POOL = "not applicable: there is no connection to pool";

    @TempDir
    Path dir;

    private final StudyResources study = new StudyResources();

    /**
     * JDBC · paper on H2, both modes, 1 to 8 threads, the fast query, in three forks with intervals, the shared mode's
     * first cells measured again (one drifting beyond its interval); its slow query in a file of one run per cell; the
     * object graph's two cells without intervals and its pool cells, skipped.
     */
    private AvailableResults loadWithConcurrentCells() {
        Fixtures.alterEngines(dir, Fixtures.WRITE, json -> { });
        Fixtures.alterEngines(dir, Fixtures.READ, json -> {
            json.withObjectProperty("environment").withObjectProperty("execution").putObject("concurrentReads").put("forks", 3)
                    .put("cellMillis", 300).put("minSamples", 4).put("maxSamples", 40).put("lastStartBoxes", 3).put("sampleBoxDivisor", 8)
                    .put("afterHotPhases", true);
            ArrayNode results = (ArrayNode) json.get("results");
            for (String mode : List.of("shared", "pool")) {
                for (int threads : List.of(1, 2, 4, 8)) {
                    // the one-thread pool cell 1.2 times the shared one, outside its range: a disagreeing sanity pair
                    double opsPerSecond = (mode.equals("pool") && threads == 1 ? 1200.0 : 1000.0) * threads;
                    ObjectNode cell = results.addObject().put("backend", "jdbc").put("variant", "paper").put("phase", "concurrentReads")
                            .put("temperature", "hot").put("ok", true).put("database", "h2").put("threads", threads)
                            .put("connectionMode", mode).put("query", "fast").put("operations", 2000).put("measuredOperations", 6000)
                            .put("connectionSetup", mode + " connections as described by the backend");
                    cell.putArray("samplesMillis").add(2e6 / (opsPerSecond * 0.95)).add(2e6 / opsPerSecond).add(2e6 / (opsPerSecond * 1.05));
                    cell.putArray("opsPerSecondRange").add(opsPerSecond * 0.95).add(opsPerSecond * 1.05);
                    // forks 4 % apart (an interval of about ±10 %), except the eight-thread pool cell's, three times apart: too wide
                    // to be told from its one-thread cell
                    double spread = mode.equals("pool") && threads == 8 ? 3.0 : 1.04;
                    List<Double> forks = List.of(opsPerSecond / spread, opsPerSecond, opsPerSecond * spread);
                    forks.forEach(cell.putArray("forkOpsPerSecond")::add);
                    ConfidenceInterval.of(forks).orElseThrow().bounds().forEach(cell.putArray("ci95")::add);
                    cell.put("ciUnits", 3).put("ciOf", "geomeanOpsPerSecond").put("geomeanOpsPerSecond", opsPerSecond);
                    cell.putArray("threadOrder").add("1,2,4,8").add("8,4,2,1").add("1,2,4,8");
                    if (mode.equals("shared") && threads == 1) {
                        ArrayNode drift = cell.putArray("drift");
                        drift.addObject().put("fork", 1).put("startOpsPerSecond", 1000.0).put("endOpsPerSecond", 1150.0).put("endOverStart", 1.15);
                        drift.addObject().put("fork", 3).put("startOpsPerSecond", 1000.0).put("endOpsPerSecond", 1010.0).put("endOverStart", 1.01);
                        cell.put("driftBeyondInterval", true);
                    }
                    if (mode.equals("shared") && threads == 8) {
                        cell.putArray("drift").addObject().put("fork", 2).put("startOpsPerSecond", 8000.0).put("endOpsPerSecond", 8080.0)
                                .put("endOverStart", 1.01);
                        cell.put("driftBeyondInterval", false);
                    }
                    Fixtures.identified(cell);
                    cell.put("opsPerSecond", opsPerSecond).put("cpuMillisPerOperation", 0.3).put("p50Micros", 500.0).put("p90Micros", 900.0)
                            .put("p99Micros", 1500.0).put("maxMicros", 4200.0).put("cpuMillis", 600.0).put("cpus", 2)
                            .put("warmupOperationsPerConnection", 10).put("poolFull", mode.equals("pool") ? true : null)
                            .put("threadsAboveCpus", threads > 2)
                            .put("resultDigest", "sha256:" + "ab".repeat(32));
                }
            }
            ObjectNode pair = json.withArray("sanityPairs").addObject().put("consistent", false)
                    .put("note", "jdbc/paper on h2 concurrentReads pool fast 1 thread(s) median 1,667 ms lies outside ...");
            pair.putArray("cells").add("jdbc/paper@h2/concurrentReads/hot/fast/shared/1-threads")
                    .add("jdbc/paper@h2/concurrentReads/hot/fast/pool/1-threads");
            // the slow query's pool cell goes first, and a consistent pair is not listed
            json.withArray("sanityPairs").addObject().put("consistent", false).putArray("cells")
                    .add("jdbc/paper@h2/concurrentReads/hot/slow/pool/1-threads").add("jdbc/paper@h2/concurrentReads/hot/slow/shared/1-threads");
            json.withArray("sanityPairs").addObject().put("consistent", true).putArray("cells")
                    .add("microstream/tuned/concurrentReads/hot/fast/shared/1-threads").add("microstream/tuned/concurrentReads/hot/fast/pool/1-threads");
            for (int threads : List.of(1, 8)) {
                Fixtures.identified(results.addObject().put("backend", "jdbc").put("variant", "paper").put("phase", "concurrentReads")
                        .put("temperature", "hot").put("ok", true).put("database", "h2").put("threads", threads)
                        .put("connectionMode", "pool").put("query", "slow")).put("operations", 16)
                        .put("opsPerSecond", 4.0 * threads).put("p50Micros", 200_000.0).put("p90Micros", 240_000.0)
                        .put("p99Micros", 250_000.0).put("maxMicros", 250_000.0).put("cpuMillis", 1600.0).put("serverCpuMillis", 2400.0)
                        .put("cpus", 2).put("threadsAboveCpus", threads > 2)
                        .put("resultDigest", "sha256:" + "cd".repeat(32));
            }
            for (int threads : List.of(1, 2)) {
                Fixtures.identified(results.addObject().put("backend", "microstream").put("variant", "tuned").put("phase", "concurrentReads")
                        .put("temperature", "hot").put("ok", true).put("threads", threads).put("connectionMode", "shared")
                        .put("query", "fast")).put("operations", 2000).put("opsPerSecond", 90_000.0 * threads)
                        .put("harnessCeilingOpsPerSecond", 300_000.0)
                        .put("p50Micros", 10.0).put("p90Micros", 12.0).put("p99Micros", 20.0).put("maxMicros", 90.0).put("cpus", 2)
                        .put("threadsAboveCpus", false).put("resultDigest", "sha256:" + "ab".repeat(32));
                Fixtures.identified(results.addObject().put("backend", "microstream").put("variant", "tuned").put("phase", "concurrentReads")
                        .put("temperature", "hot").put("ok", false).put("threads", threads).put("connectionMode", "pool")
                        .put("query", "fast")).put("skipped", NO_POOL);
            }
        });
        return new ResultsLoader().load(dir);
    }

    private String render(AvailableResults results, List<Figure> figures) {
        return new WhitePaperDocument(study.publishedFigures(), study.deliberateDifferences()).render(results, figures);
    }

    @Test
    void theProtocolsNumbersComeFromTheResultFile() {
        String adoc = render(loadWithConcurrentCells(), List.of());
        assertThat(adoc).contains("at least 1/8 of the cell's time box", "minimum of samples (4;", "after 3 boxes", "at most 40)")
                .contains("in the contestant's hot forks after their phases").doesNotContain("forked JVMs of their own");
    }

    @Test
    void theCellsAreKeptApartAndDrawnAsThroughputAgainstThreads() {
        AvailableResults results = loadWithConcurrentCells();
        List<Figure> figures = new FigureCatalog(study.publishedFigures()).all(results);

        assertThat(results.read().orElseThrow().cells()).noneMatch(c -> c.phase().equals("concurrentReads"));
        assertThat(results.read().orElseThrow().concurrentReads()).hasSize(14);
        assertThat(figures).extracting(Figure::name).contains("read-concurrent-fast-no-database", "read-concurrent-fast-h2",
                "read-concurrent-slow-h2").doesNotContain("read-concurrent-fast-postgresql");
    }

    @Test
    void eachDatabaseHasItsOwnFigureWithTheReferencesFiguresBesideOurs() {
        AvailableResults results = loadWithConcurrentCells();
        List<Figure> figures = new FigureCatalog(study.publishedFigures()).all(results);

        assertThat(seriesOf(figures, "read-concurrent-fast-h2")).containsExactly("JDBC · paper, shared", "JDBC · paper, pool",
                "reference: pool of 10 connections, 10 threads", "reference: single shared connection, 10 threads");
        assertThat(seriesOf(figures, "read-concurrent-fast-no-database")).containsExactly("MicroStream · tuned, shared");
        XYDataset h2 = figure(figures, "read-concurrent-fast-h2").chart().getXYPlot().getDataset();
        // the reference's H2 pool figures: 10,000 rows in 1,403 ms, 100,000 in 2,000 ms, 1,000,000 in 29,554 ms, at its 10 threads
        for (int item = 0; item < h2.getItemCount(2); item++) {
            assertThat(h2.getXValue(2, item)).isEqualTo(10.0);
        }
        assertThat(h2.getYValue(2, 1)).isCloseTo(50_000.0, within(0.1));
    }

    private static Figure figure(List<Figure> figures, String name) {
        return figures.stream().filter(f -> f.name().equals(name)).findFirst().orElseThrow();
    }

    private static List<String> seriesOf(List<Figure> figures, String name) {
        XYDataset dataset = figure(figures, name).chart().getXYPlot().getDataset();
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < dataset.getSeriesCount(); i++) {
            keys.add(dataset.getSeriesKey(i).toString());
        }
        return keys;
    }

    @Test
    void theSectionTablesThroughputAndPercentilesPerCell() {
        AvailableResults results = loadWithConcurrentCells();
        String adoc = render(results, new FigureCatalog(study.publishedFigures()).all(results));
        String section = adoc.substring(adoc.indexOf("=== Concurrent readers"));

        String fast = table(section, "==== The fast query");

        assertThat(section).contains("with 1, 2, 4 and 8 reader threads", "The machine had 2 CPUs", "==== The fast query",
                "image::read-concurrent-fast-h2.png", "image::read-concurrent-fast-no-database.png");
        assertThat(row(fast, "JDBC · paper on H2", "shared", "1")).containsExactly("JDBC · paper on H2", "shared", "1", "3", "3",
                "6,000", "1,000 [907–1,102]", "0.500", "0.900", "1.50", "4.20", "0.300", "drift beyond its interval");
        assertThat(row(fast, "JDBC · paper on H2", "shared", "2")).containsExactly("JDBC · paper on H2", "shared", "2", "3", "3",
                "6,000", "2,000 [1,814–2,205]", "0.500", "0.900", "1.50", "4.20", "0.300", "–");
        assertThat(row(fast, "JDBC · paper on H2", "pool", "8")).containsExactly("JDBC · paper on H2", "pool", "8", "3", "3",
                "6,000", "8,000 [522–122,553]", "0.500", "0.900", "1.50", "4.20", "0.300", "more threads than CPUs");
        assertThat(row(fast, "MicroStream · tuned", "pool"))
                .containsExactly("MicroStream · tuned", "pool", "all", "not measured: " + NO_POOL);
        assertThat(block(section, "* JDBC · paper on H2, pool:")).contains("pool connections as described by the backend");
    }

    @Test
    void aCellOfFewerThanAHundredOperationsShowsItsCountAndNoP99() {
        AvailableResults results = loadWithConcurrentCells();
        String adoc = render(results, new FigureCatalog(study.publishedFigures()).all(results));

        // a file written before cells had samples: one run, its operations are n
        assertThat(row(table(adoc, "==== The slow query"), "JDBC · paper on H2", "pool", "8")).containsExactly("JDBC · paper on H2",
                "pool", "8", "1", "1", "16", "32", "200", "240", "-", "250", "100 + 150", "more threads than CPUs");
        assertThat(adoc).contains("fewer than 100 distinct operations", "no 99th percentile (-)",
                "each connection ran operations of every query", "H2 10 of the fast query", "every pool held all its connections");
    }

    @Test
    void cellsNearTheHarnessCeilingAreNoted() {
        AvailableResults results = loadWithConcurrentCells();
        String fast = table(render(results, new FigureCatalog(study.publishedFigures()).all(results)), "==== The fast query");

        assertThat(row(fast, "MicroStream · tuned", "shared", "2")).startsWith("MicroStream · tuned", "shared", "2", "1", "1", "2,000",
                "180,000").endsWith("at 60 % of the harness ceiling (300,000/s)");
        assertThat(row(fast, "MicroStream · tuned", "shared", "1")).endsWith("–");
    }

    @Test
    void theOneThreadCellsOfBothModesGiveTheMethodsOwnSpread() {
        AvailableResults results = loadWithConcurrentCells();
        String adoc = render(results, new FigureCatalog(study.publishedFigures()).all(results));

        // only JDBC · paper on H2's fast query measured both modes at one thread (the slow query only the pool)
        assertThat(block(adoc, "contestant-and-query pair")).containsSubsequence("1 contestant-and-query pair",
                        "`pool`", "1.20 to 1.20 times", "`shared`", "(median 1.20)", "includes 1 in 0 of the 1 pairs",
                        "in jdbc/paper on h2, fast query it excludes 1", "a difference of the method, not of a mode",
                        "`sanityPairs`", "1 of the 3 pairs", "these do not:", "jdbc/paper on h2, fast query", "jdbc/paper on h2, slow query")
                .doesNotContain("microstream");
    }

    @Test
    void eachPointsWhiskerIsItsIntervalOverTheForks() {
        AvailableResults results = loadWithConcurrentCells();
        IntervalXYDataset h2 = (IntervalXYDataset) figure(new FigureCatalog(study.publishedFigures()).all(results), "read-concurrent-fast-h2")
                .chart().getXYPlot().getDataset();

        // series 0: JDBC · paper, shared, at 1, 2, 4 and 8 threads
        // forks 4 % apart: the geometric interval of three is exp(± t(0.975, 2) · ln 1.04 / √3), about ±10 %
        assertThat(h2.getYValue(0, 0)).isCloseTo(1000.0, within(1e-9));
        assertThat(h2.getStartYValue(0, 0)).isCloseTo(907.166, within(0.001));
        assertThat(h2.getEndYValue(0, 3)).isCloseTo(8818.671, within(0.001));
    }

    @Test
    void theTextStatesTheOrderDesignAndTheDriftChecksResult() {
        AvailableResults results = loadWithConcurrentCells();
        String paragraph = block(render(results, new FigureCatalog(study.publishedFigures()).all(results)), "Each contestant's cells ran in");

        assertThat(paragraph).contains("ran in 3 forks", "in the orders 1,2,4,8; 8,4,2,1; 1,2,4,8, every contestant alike",
                        "each pair of forks ran an order and its reverse")
                .containsSubsequence("the last of the 3 forks", "a third of each cell")
                .contains("3 such measurements", "1.01 to 1.15 times", "(median 1.01")
                .containsSubsequence("In 1 of the 2 cells measured again", "exceeded",
                        "JDBC · paper on H2, fast query, shared, 1 thread(s)", "(fork 1: 1.15, fork 3: 1.01)");
    }

    @Test
    void aComparisonIsMadeOnlyWhereTheIntervalsSeparate() {
        AvailableResults results = loadWithConcurrentCells();
        String adoc = render(results, new FigureCatalog(study.publishedFigures()).all(results));

        // shared: forks 4 % apart at 1,000 and 8,000, Welch's ratio 8 · exp(± t(0.975, 4) · ln 1.04 · √(2/3)); pool: 1,200
        // against 8,000 of forks three times apart, not resolved
        assertThat(block(adoc, "the fast query's throughput")).contains("From 1 to 8 threads").containsSubsequence(
                "higher at 8 threads than at 1", "JDBC · paper on H2, shared (8.0 × (7.3–8.7))",
                "not resolved by this run", "JDBC · paper on H2, pool",
                "not judged", "MicroStream · tuned, shared (its cells: 1 to 2 threads)");
        assertThat(block(adoc, "the slow query's throughput")).contains("not judged", "JDBC · paper on H2, pool")
                .doesNotContain("higher", "not resolved");
    }

    @Test
    void theReferencesFiguresStandBesideOurConcurrentCells() {
        AvailableResults results = loadWithConcurrentCells();
        String adoc = render(results, new FigureCatalog(study.publishedFigures()).all(results));
        List<String> pool = row(adoc, "H2", "1,000,000 records, indexed, 1 pass", "pool of 10 connections, 10 threads");

        assertThat(pool.get(3)).isEqualTo("29554 ms (≈ 33,836 rows/s); longest query 148ms");
        assertThat(pool.get(4)).contains("JDBC · paper on H2, 8 threads, pool", "8,000 operations/s", "p99 1.50 ms", "longest 4.20 ms");
    }
}
