package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.LIST;
import static org.assertj.core.api.InstanceOfAssertFactories.MAP;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.file.H2Engine;
import persistencebench.harness.db.file.SqliteEngine;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.DatasetField;
import persistencebench.harness.resultformat.StoreFactField;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.harness.testing.Slow;

/**
 * The {@code concurrentReads} cells of a whole run on the tiny dataset (tasks in this JVM), in the three hot forks after
 * their phases: JDBC and Hibernate on PostgreSQL, H2 and SQLite, and the object graph, every thread count and
 * connection mode, both thread orders of the run's seed, agreeing answers, each cell's interval over its forks and the drift of each fork's first cells.
 */
@Slow
class ConcurrentReadsTest {
    @TempDir
    static Path directory;
    private static DatabaseServers servers;
    private static ReadRun.Outcome outcome;
    private static ResultFile file;
    private static String console;

    @BeforeAll
    static void runTheConcurrentCells() {
        servers = DatabaseServers.of(TestPostgres.server(), H2Engine.inDirectory(directory.resolve("h2"), Durability.DISK),
                SqliteEngine.inDirectory(directory.resolve("sqlite"), Durability.DISK));
        BackendRegistry<ReadBackend> registry = TinyBookstore.registry();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        outcome = new ReadRun(TinyBookstore.settings(registry, directory.resolve("results"), 3, 0, "coldJvms", "1", "backends", "jdbc,hibernate,microstream",
                "variants", "tuned", "databases", "postgresql,h2,sqlite", "data", directory.resolve("data").toString(),
                "concurrentOperations", "100", "concurrentSlowOperations", "8", "forks", "3"), servers, registry, new InProcessExecutor(registry, quiet),
                new PrintStream(out, true, StandardCharsets.UTF_8)).withPageCacheDrop(() -> false).run();
        file = ResultFiles.read(outcome.latest());
        console = out.toString(StandardCharsets.UTF_8);
    }

    @AfterAll
    static void closeTheFileEngines() {
        servers.get(H2Engine.NAME).ifPresent(server -> server.close());
        servers.get(SqliteEngine.NAME).ifPresent(server -> server.close());
    }

    private static List<CellResult> concurrentCells() {
        return file.results().stream().filter(c -> c.phase().equals("concurrentReads")).toList();
    }

    @Test
    void everyContestantHasEveryThreadCountInBothModesWithOneAnswer() {
        assertThat(outcome.problems()).isEmpty();
        assertThat(outcome.verified()).isTrue();
        // jdbc and hibernate on three engines, the object graph: 7 contestants x 2 modes x 4 thread counts x 2 queries
        assertThat(concurrentCells()).hasSize(7 * 2 * 4 * 2);
        List<CellResult> measured = concurrentCells().stream().filter(c -> c.skipped() == null).toList();
        assertThat(measured).hasSize((6 * 2 * 4 + 4) * 2).allSatisfy(c -> {
            assertThat(c.ok()).as(c.label() + ": " + c.failure()).isTrue();
            assertThat(c.temperature()).isEqualTo("hot");
            boolean fast = c.metric(CellField.QUERY).equals("fast");
            assertThat(c.metric(CellField.OPERATIONS)).isEqualTo(fast ? 100 : 8);
            List<Integer> passes = numbers(c, CellField.PASSES_PER_SAMPLE).stream().map(Number::intValue).toList();
            assertThat(passes).as("one per fork").hasSize(3).allSatisfy(p -> assertThat(p).isBetween(1, 1000));
            List<Integer> warmups = numbers(c, CellField.WARMUP_OPERATIONS).stream().map(Number::intValue).toList();
            for (int fork = 0; fork < 3; fork++) {
                assertThat(warmups.get(fork)).as("half the operations, as many passes as a sample").isEqualTo((fast ? 50 : 4) * passes.get(fork));
            }
            assertThat(c.metric(CellField.FORK_WARM_UP)).asInstanceOf(LIST).hasSize(3)
                    .allSatisfy(w -> assertThat(w).asString().contains("runs of the operations on one thread", "so a sample is"));
            assertThat(((Number) c.metric(CellField.HARNESS_CEILING_OPS_PER_SECOND)).doubleValue()).isPositive();
            int samples = c.samplesMillis().size();
            assertThat(samples).as(c.label() + ": a time-boxed number of samples per fork").isBetween(3, 300);
            long operations = ((Number) c.metric(CellField.MEASURED_OPERATIONS)).longValue();
            long perForks = 0;
            for (int fork = 1; fork <= 3; fork++) {
                int inFork = fork;
                perForks += (fast ? 100L : 8L) * passes.get(fork - 1) * c.samplesFork().stream().filter(f -> f == inFork).count();
            }
            assertThat(operations).as("every fork's operations").isEqualTo(perForks);
            double summedSeconds = c.samplesMillis().stream().mapToDouble(Double::doubleValue).sum() / 1000;
            double opsPerSecond = ((Number) c.metric(CellField.OPS_PER_SECOND)).doubleValue();
            assertThat(opsPerSecond).as("all operations over all forks' samples").isCloseTo(operations / summedSeconds, within(opsPerSecond / 500));
            assertThat(c.metric(CellField.OPS_PER_SECOND_RANGE)).asInstanceOf(LIST).hasSize(2).satisfies(range -> {
                // four significant digits each: a one-sample cell's bounds and throughput may differ in the last one
                assertThat(((Number) range.get(0)).doubleValue()).isLessThanOrEqualTo(opsPerSecond * 1.001);
                assertThat(((Number) range.get(1)).doubleValue()).isGreaterThanOrEqualTo(opsPerSecond * 0.999);
            });
            assertThat(c.metric(CellField.P50_MICROS)).isNotNull();
            if (fast) {
                assertThat(c.metric(CellField.P99_MICROS)).as("100 distinct operations: a p99").isNotNull();
            } else {
                assertThat(c.metric(CellField.P99_MICROS)).as("8 distinct operations: their p99 would be their slowest, however repeated").isNull();
            }
            assertThat(c.metric(CellField.CPU_MILLIS_PER_OPERATION)).isNotNull();
            assertThat(c.metric(CellField.MAX_MICROS)).isNotNull();
            assertThat(c.metric(CellField.CONNECTION_SETUP)).asString().isNotBlank();
            assertThat(c.metric(CellField.DURABILITY)).isEqualTo("disk");
            assertThat(c.metric(CellField.RESULT_ROWS)).as("row keys are stripped").isNull();
            assertThat(c.metrics()).as("the forks' histograms are merged and dropped").doesNotContainKeys("latencyHistogram", "latencyTotalNanos");
        });
        for (String query : List.of("fast", "slow")) {
            assertThat(measured.stream().filter(c -> c.metric(CellField.QUERY).equals(query)).map(c -> c.metric(CellField.RESULT_DIGEST)).distinct().toList())
                    .as(query).singleElement().asString().startsWith("sha256:");
        }
        assertThat(measured.stream().map(c -> c.metric(CellField.THREADS)).distinct().toList()).containsExactlyInAnyOrder(1, 2, 4, 8);
        assertThat(measured.stream().map(c -> c.metric(CellField.CONNECTION_MODE)).distinct().toList()).containsExactlyInAnyOrder("shared", "pool");
    }

    @Test
    void theCpuCountIsRecordedAndThreadCountsAboveItAreFlagged() {
        int cpus = Runtime.getRuntime().availableProcessors();
        concurrentCells().stream().filter(CellResult::ok).forEach(c -> {
            assertThat(c.metric(CellField.CPUS)).isEqualTo(cpus);
            assertThat(c.metric(CellField.THREADS_ABOVE_CPUS)).as(c.label()).isEqualTo(((Number) c.metric(CellField.THREADS)).intValue() > cpus);
        });
    }

    @Test
    void everyConnectionWasWarmedAndEveryPoolFullBeforeTheClock() {
        List<CellResult> sql = concurrentCells().stream().filter(c -> c.ok() && !c.backend().equals("microstream")).toList();
        assertThat(sql).hasSize(6 * 2 * 4 * 2).allSatisfy(c -> {
            int connections = c.metric(CellField.CONNECTION_MODE).equals("pool") ? ((Number) c.metric(CellField.THREADS)).intValue() : 1;
            assertThat(c.metric(CellField.CONNECTIONS_WARMED)).as(c.label()).isEqualTo(connections);
            assertThat(c.metric(CellField.WARMUP_OPERATIONS_PER_CONNECTION)).as(c.label() + ": PostgreSQL chooses its plans after ten executions,"
                    + " SQLite's page cache is each connection's own, the others cache what they prepare on the first").isEqualTo("postgresql".equals(c.metric(CellField.DATABASE)) ? 10
                    : "sqlite".equals(c.metric(CellField.DATABASE)) ? c.metric(CellField.OPERATIONS) : 1);
            assertThat(c.metric(CellField.OPEN_CONNECTIONS)).as(c.label()).isEqualTo(connections);
            assertThat(c.metric(CellField.POOL_FULL)).as(c.label()).isEqualTo(c.metric(CellField.CONNECTION_MODE).equals("pool") ? true : null);
        });
        assertThat(concurrentCells()).filteredOn(c -> c.backend().equals("microstream"))
                .allSatisfy(c -> assertThat(c.metric(CellField.CONNECTIONS_WARMED)).isNull());
    }

    @Test
    void eachCellRecordsTheCpuOfTheJvmAndOfAServerOnThisMachine() {
        assertThat(concurrentCells()).filteredOn(CellResult::ok).allSatisfy(c -> {
            assertThat(c.cpuMillis()).as(c.label() + ": JVM CPU recorded").isNotNull();
            if ("postgresql".equals(c.metric(CellField.DATABASE))) {
                assertThat(c.serverCpuMillis()).as(c.label() + ": server CPU recorded").isNotNull();
            } else {
                assertThat(c.serverCpuMillis()).as(c.label() + ": in-process, its CPU is the JVM's").isNull();
            }
        });
        // process CPU advances in clock ticks, so a tiny cell may read 0; the run as a whole may not
        assertThat(concurrentCells()).filteredOn(CellResult::ok).anySatisfy(c -> assertThat(c.cpuMillis()).isPositive());
        assertThat(concurrentCells()).filteredOn(c -> c.ok() && "postgresql".equals(c.metric(CellField.DATABASE)))
                .anySatisfy(c -> assertThat(c.serverCpuMillis()).isPositive());
    }

    @Test
    void aPoolMeansNothingToTheObjectGraphAndItsCellsSaySo() {
        assertThat(concurrentCells()).filteredOn(c -> c.backend().equals("microstream") && c.metric(CellField.CONNECTION_MODE).equals("pool"))
                .hasSize(8).allSatisfy(c -> assertThat(c.skipped()).startsWith("not applicable: ").contains("no connection to pool"));
    }

    @Test
    void theModesRunNextToEachOtherAndWhichGoesFirstAlternates() {
        List<CellResult> jdbcOnH2 = concurrentCells().stream().filter(c -> c.backend().equals("jdbc") && "h2".equals(c.metric(CellField.DATABASE))).toList();
        for (int fork = 1; fork <= 2; fork++) {
            int place = fork - 1;
            List<CellResult> inFork = jdbcOnH2.stream().sorted(Comparator.comparingInt(c -> numbers(c, CellField.POSITION_IN_FORK).get(place).intValue())).toList();
            // per thread count, in the fork's order: the fast query's modes, then the slow query's the other way round
            List<String> expected = threadOrder(fork).stream().flatMap(threads -> Stream.of(threads + " fast shared", threads + " fast pool",
                    threads + " slow pool", threads + " slow shared")).toList();
            assertThat(inFork).as("fork %d", fork).extracting(c -> c.metric(CellField.THREADS) + " " + c.metric(CellField.QUERY) + " "
                    + c.metric(CellField.CONNECTION_MODE)).containsExactlyElementsOf(expected);
        }
    }

    @Test
    void everyCellHasAnIntervalOverItsThreeForksInBothThreadOrders() {
        assertThat(concurrentCells()).filteredOn(CellResult::ok).allSatisfy(c -> {
            assertThat(c.ciOf()).as(c.label()).isEqualTo("geomeanOpsPerSecond");
            assertThat(c.ciUnits()).isEqualTo(3);
            assertThat(c.ci95()).hasSize(2).satisfies(ci -> assertThat(ci.get(0)).isLessThanOrEqualTo(ci.get(1)));
            assertThat(c.metric(CellField.FORK_OPS_PER_SECOND)).asInstanceOf(LIST).hasSize(3);
            assertThat(c.metric(CellField.THREAD_ORDER)).isEqualTo(IntStream.rangeClosed(1, 3).mapToObj(fork -> ConcurrentPlan.orderLabel(threadOrder(fork))).toList());
            assertThat(c.samplesFork()).containsOnly(1, 2, 3);
        });
        assertThat(file.sanityPairs()).as("a concurrent cell's forks are compared by its interval, not as fork pairs")
                .noneMatch(pair -> pair.get("cells").toString().contains("concurrentReads") && pair.get("cells").toString().contains(" fork "));
    }

    @Test
    void eachForkMeasuresItsFirstCellOfEachQueryAgainAtItsEnd() {
        // per contestant and query: the first shared cell of each fork, whose thread count the fork's order puts first
        Map<Integer, Long> forksStartingWith = IntStream.rangeClosed(1, 3).mapToObj(fork -> threadOrder(fork).get(0))
                .collect(Collectors.groupingBy(threads -> threads, Collectors.counting()));
        List<CellResult> withDrift = concurrentCells().stream().filter(c -> c.ok() && c.metric(CellField.DRIFT) != null).toList();
        assertThat(withDrift).hasSize(7 * 2 * forksStartingWith.size()).allSatisfy(c -> {
            assertThat(c.metric(CellField.CONNECTION_MODE)).isEqualTo("shared");
            assertThat(forksStartingWith).containsKey((Integer) c.metric(CellField.THREADS));
            assertThat(c.metric(CellField.DRIFT)).asInstanceOf(LIST).hasSize(forksStartingWith.get((Integer) c.metric(CellField.THREADS)).intValue())
                    .allSatisfy(drift -> assertThat(drift).asInstanceOf(MAP).containsKeys("fork", "startOpsPerSecond", "endOpsPerSecond", "endOverStart"));
            assertThat(c.metric(CellField.DRIFT_BEYOND_INTERVAL)).isInstanceOf(Boolean.class);
        });
        assertThat(console).containsPattern("concurrentReads drift: \\d+ of " + 7 * 2 * forksStartingWith.size() + " cells measured again at"
                + " their forks' end drifted by more than half the width of their 95 % interval");
    }

    /** The order fork {@code fork} of this run measured the thread counts in: the run's seed decides it. */
    private static List<Integer> threadOrder(int fork) {
        return new ConcurrentPlan(ConcurrentReads.THREADS, List.of("fast"), 1, 0, 1, TinyBookstore.SEED, 1).threadOrder(fork);
    }

    @Test
    void theSamplesStopAtTheTimeBoxWithAtLeastThreeWhereTheyFit() {
        concurrentCells().stream().filter(CellResult::ok).forEach(c -> {
            for (int fork = 1; fork <= 3; fork++) {
                List<Double> samples = new ArrayList<>();
                for (int i = 0; i < c.samplesMillis().size(); i++) {
                    if (c.samplesFork().get(i) == fork) {
                        samples.add(c.samplesMillis().get(i));
                    }
                }
                double beforeLast = samples.subList(0, samples.size() - 1).stream().mapToDouble(Double::doubleValue).sum();
                assertThat(beforeLast).as(c.label() + " fork " + fork + ": no sample starts after three times the box").isLessThan(60);
                if (samples.size() < 3) {
                    assertThat(beforeLast + samples.get(samples.size() - 1)).as(c.label() + ": fewer than 3 only past the box")
                            .isGreaterThanOrEqualTo(60);
                }
            }
        });
    }

    private static List<Number> numbers(CellResult cell, CellField metric) {
        return ((List<?>) cell.metric(metric)).stream().map(Number.class::cast).toList();
    }

    @Test
    void theOneThreadCellsOfBothModesAreASanityPair() {
        List<Map<String, Object>> pairs = file.sanityPairs().stream()
                .filter(pair -> String.valueOf(pair.get("note")).contains("one reader on one connection")).toList();
        // jdbc and hibernate on three engines, two queries, where both cells measured two samples or more (a cell whose
        // run exceeds three boxes measures one); the object graph has no pool cell to pair with
        long pairable = concurrentCells().stream().filter(c -> c.ok() && c.metric(CellField.CONNECTION_MODE).equals("shared")
                && c.metric(CellField.THREADS).equals(1) && c.samplesMillis().size() >= 2).filter(shared -> concurrentCells().stream()
                .anyMatch(pool -> pool.ok() && pool.metric(CellField.CONNECTION_MODE).equals("pool") && pool.metric(CellField.THREADS).equals(1)
                        && pool.backend().equals(shared.backend()) && pool.metric(CellField.DATABASE).equals(shared.metric(CellField.DATABASE))
                        && pool.metric(CellField.QUERY).equals(shared.metric(CellField.QUERY)) && pool.samplesMillis().size() >= 2)).count();
        assertThat(pairable).isPositive();
        assertThat(pairs).hasSize((int) pairable).allSatisfy(pair -> assertThat(pair.get("cells")).asInstanceOf(LIST).satisfiesExactlyInAnyOrder(
                id -> assertThat(id).asString().contains("/concurrentReads/hot/").endsWith("/shared/1-threads"),
                id -> assertThat(id).asString().contains("/concurrentReads/hot/").endsWith("/pool/1-threads")));
        assertThat(pairs).extracting(pair -> pair.get("cells").toString()).anyMatch(cells -> cells.contains("jdbc/tuned@h2/concurrentReads/hot/fast/shared/1-threads"));
        assertThat(pairs).extracting(pair -> pair.get("note").toString()).as("the notes name the cells for people")
                .anyMatch(note -> note.contains("jdbc/tuned on h2 concurrentReads shared fast 1 thread(s)"));
    }

    @Test
    void sqlCellsNameTheirDatabaseAndServerProfile() {
        assertThat(concurrentCells()).filteredOn(c -> !c.backend().equals("microstream")).allSatisfy(c -> {
            assertThat(c.metric(CellField.DATABASE)).isIn("postgresql", "h2", "sqlite");
            assertThat(c.metric(CellField.SERVER_PROFILE)).isNotNull();
        });
    }

    @Test
    void everyStoreOfEveryEngineSaysItsBytesOnDiskAndThatThisRunBuiltTheOnesOfItsDirectory() {
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> facts = (Map<String, Map<String, Object>>) file.dataset().get(DatasetField.STORE_FACTS.key());
        assertThat(facts).containsKeys("microstream-paper", "eclipsestore-tuned", "database-paper", "database-tuned@h2",
                "database-paper@sqlite").hasSize(10).allSatisfy((store, fact) -> {
            assertThat(((Number) fact.get(StoreFactField.BYTES_ON_DISK.key())).longValue()).as(store).isPositive();
            assertThat(((Number) fact.get(StoreFactField.LOAD_MILLIS.key())).longValue()).as(store).isNotNegative();
            assertThat(fact.get(StoreFactField.BUILT_AT.key())).as(store).isNotNull();
        });
        // the storages, H2's and SQLite's files are under this test's directory; PostgreSQL's may be another test's
        facts.entrySet().stream().filter(store -> !store.getKey().startsWith("database-") || store.getKey().contains("@"))
                .forEach(store -> assertThat(store.getValue().get(StoreFactField.REBUILT_THIS_RUN.key())).as(store.getKey()).isEqualTo(true));
        assertThat(console).contains("store database-tuned@sqlite: loaded in ", "(by this run)");
    }

    @Test
    void theConsoleShowsEachCellAndTheTable() {
        assertThat(console).containsPattern("hot round 1/3: [^\\n]*, then 1 measured sample\\(s\\) per phase, then concurrentReads fork 1/3: threads ")
                .containsPattern("hot round 3/3: [^\\n]*, then concurrentReads fork 3/3: threads ").contains( "ops/s 95% CI").contains("ops/s").contains("p99 ms")
                .contains("n: operations measured over the cell's samples").contains("distinct operations are fewer than 100").contains("samples")
                .contains("cpu us/op jvm+server")
                .contains("not applicable: threads read one in-process object graph");
    }
}
