package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.H2Engine;
import persistencebench.harness.db.SqliteEngine;
import persistencebench.harness.db.TestPostgres;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.read.fork.SampleAnswer;
import persistencebench.read.plugin.ReadBackend;

/**
 * The {@code concurrentReads} cells of a whole run on the tiny dataset (tasks in this JVM): JDBC and Hibernate on
 * PostgreSQL, H2 and SQLite, and the object graph, every thread count and connection mode, agreeing answers.
 */
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
        outcome = new ReadRun(TinyBookstore.settings(registry, directory.resolve("results"), 1, 0, "backends", "jdbc,hibernate,microstream",
                "variants", "tuned", "databases", "postgresql,h2,sqlite", "data", directory.resolve("data").toString(),
                "concurrentOperations", "100", "concurrentSlowOperations", "8"), servers, registry, new InProcessExecutor(registry, quiet),
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
            boolean fast = c.metric("query").equals("fast");
            assertThat(c.metric("operations")).isEqualTo(fast ? 100 : 8);
            assertThat(((Number) c.metric("warmupOperations")).intValue()).as("half the operations, as many passes as a sample")
                    .isEqualTo((fast ? 50 : 4) * ((Number) c.metric("passesPerSample")).intValue());
            assertThat(c.metric("forkWarmUp")).asString().contains("runs of the operations on one thread", "so a sample is");
            assertThat(((Number) c.metric("harnessCeilingOpsPerSecond")).doubleValue()).isPositive();
            int samples = c.samplesMillis().size();
            assertThat(samples).as(c.label() + ": a time-boxed number of samples").isBetween(1, 100);
            int passes = ((Number) c.metric("passesPerSample")).intValue();
            assertThat(passes).isBetween(1, 1000);
            long operations = ((Number) c.metric("measuredOperations")).longValue();
            assertThat(operations).isEqualTo((fast ? 100L : 8L) * passes * samples);
            double summedSeconds = c.samplesMillis().stream().mapToDouble(Double::doubleValue).sum() / 1000;
            double opsPerSecond = ((Number) c.metric("opsPerSecond")).doubleValue();
            assertThat(opsPerSecond).as("all operations over all samples").isCloseTo(operations / summedSeconds, within(opsPerSecond / 500));
            assertThat(c.metric("opsPerSecondRange")).asList().hasSize(2).satisfies(range -> {
                // four significant digits each: a one-sample cell's bounds and throughput may differ in the last one
                assertThat(((Number) range.get(0)).doubleValue()).isLessThanOrEqualTo(opsPerSecond * 1.001);
                assertThat(((Number) range.get(1)).doubleValue()).isGreaterThanOrEqualTo(opsPerSecond * 0.999);
            });
            assertThat(c.metric("p50Micros")).isNotNull();
            if (fast) {
                assertThat(c.metric("p99Micros")).as("100 distinct operations: a p99").isNotNull();
            } else {
                assertThat(c.metric("p99Micros")).as("8 distinct operations: their p99 would be their slowest, however repeated").isNull();
            }
            assertThat(c.metric("cpuMillisPerOperation")).isNotNull();
            assertThat(c.metric("maxMicros")).isNotNull();
            assertThat(c.metric("connectionSetup")).asString().isNotBlank();
            assertThat(c.metric("durability")).isEqualTo("disk");
            assertThat(c.metric(SampleAnswer.RESULT_ROWS)).as("row keys are stripped").isNull();
        });
        for (String query : List.of("fast", "slow")) {
            assertThat(measured.stream().filter(c -> c.metric("query").equals(query)).map(c -> c.metric("resultDigest")).distinct().toList())
                    .as(query).singleElement().asString().startsWith("sha256:");
        }
        assertThat(measured.stream().map(c -> c.metric("threads")).distinct().toList()).containsExactlyInAnyOrder(1, 2, 4, 8);
        assertThat(measured.stream().map(c -> c.metric("connectionMode")).distinct().toList()).containsExactlyInAnyOrder("shared", "pool");
    }

    @Test
    void theCpuCountIsRecordedAndThreadCountsAboveItAreFlagged() {
        int cpus = Runtime.getRuntime().availableProcessors();
        concurrentCells().stream().filter(CellResult::ok).forEach(c -> {
            assertThat(c.metric("cpus")).isEqualTo(cpus);
            assertThat(c.metric("threadsAboveCpus")).as(c.label()).isEqualTo(((Number) c.metric("threads")).intValue() > cpus);
        });
    }

    @Test
    void everyConnectionWasWarmedAndEveryPoolFullBeforeTheClock() {
        List<CellResult> sql = concurrentCells().stream().filter(c -> c.ok() && !c.backend().equals("microstream")).toList();
        assertThat(sql).hasSize(6 * 2 * 4 * 2).allSatisfy(c -> {
            int connections = c.metric("connectionMode").equals("pool") ? ((Number) c.metric("threads")).intValue() : 1;
            assertThat(c.metric("connectionsWarmed")).as(c.label()).isEqualTo(connections);
            assertThat(c.metric("warmupOperationsPerConnection")).isEqualTo(10);
            assertThat(c.metric("openConnections")).as(c.label()).isEqualTo(connections);
            assertThat(c.metric("poolFull")).as(c.label()).isEqualTo(c.metric("connectionMode").equals("pool") ? true : null);
        });
        assertThat(concurrentCells()).filteredOn(c -> c.backend().equals("microstream"))
                .allSatisfy(c -> assertThat(c.metric("connectionsWarmed")).isNull());
    }

    @Test
    void eachCellRecordsTheCpuOfTheJvmAndOfAServerOnThisMachine() {
        assertThat(concurrentCells()).filteredOn(CellResult::ok).allSatisfy(c -> {
            assertThat(c.cpuMillis()).as(c.label() + ": JVM CPU recorded").isNotNull();
            if ("postgresql".equals(c.metric("database"))) {
                assertThat(c.serverCpuMillis()).as(c.label() + ": server CPU recorded").isNotNull();
            } else {
                assertThat(c.serverCpuMillis()).as(c.label() + ": in-process, its CPU is the JVM's").isNull();
            }
        });
        // process CPU advances in clock ticks, so a tiny cell may read 0; the run as a whole may not
        assertThat(concurrentCells()).filteredOn(CellResult::ok).anySatisfy(c -> assertThat(c.cpuMillis()).isPositive());
        assertThat(concurrentCells()).filteredOn(c -> c.ok() && "postgresql".equals(c.metric("database")))
                .anySatisfy(c -> assertThat(c.serverCpuMillis()).isPositive());
    }

    @Test
    void aPoolMeansNothingToTheObjectGraphAndItsCellsSaySo() {
        assertThat(concurrentCells()).filteredOn(c -> c.backend().equals("microstream") && c.metric("connectionMode").equals("pool"))
                .hasSize(8).allSatisfy(c -> assertThat(c.skipped()).startsWith("not applicable: ").contains("no connection to pool"));
    }

    @Test
    void theModesRunNextToEachOtherAndWhichGoesFirstAlternates() {
        List<CellResult> jdbcOnH2 = concurrentCells().stream().filter(c -> c.backend().equals("jdbc") && "h2".equals(c.metric("database")))
                .sorted(Comparator.comparingInt(c -> ((Number) c.metric("positionInFork")).intValue())).toList();
        assertThat(jdbcOnH2).extracting(c -> c.metric("threads") + " " + c.metric("query") + " " + c.metric("connectionMode")).containsExactly(
                "1 fast shared", "1 fast pool", "1 slow pool", "1 slow shared", "2 fast shared", "2 fast pool", "2 slow pool", "2 slow shared",
                "4 fast shared", "4 fast pool", "4 slow pool", "4 slow shared", "8 fast shared", "8 fast pool", "8 slow pool", "8 slow shared");
    }

    @Test
    void theSamplesStopAtTheTimeBoxWithAtLeastThreeWhereTheyFit() {
        concurrentCells().stream().filter(CellResult::ok).forEach(c -> {
            List<Double> samples = c.samplesMillis();
            double beforeLast = samples.subList(0, samples.size() - 1).stream().mapToDouble(Double::doubleValue).sum();
            assertThat(beforeLast).as(c.label() + ": no sample starts after three times the box").isLessThan(60);
            if (samples.size() < 3) {
                assertThat(beforeLast + samples.get(samples.size() - 1)).as(c.label() + ": fewer than 3 only past the box").isGreaterThanOrEqualTo(60);
            }
        });
    }

    @Test
    void theOneThreadCellsOfBothModesAreASanityPair() {
        List<Map<String, Object>> pairs = file.sanityPairs().stream()
                .filter(pair -> String.valueOf(pair.get("note")).contains("one reader on one connection")).toList();
        // jdbc and hibernate on three engines, two queries, where both cells measured two samples or more (a cell whose
        // run exceeds three boxes measures one); the object graph has no pool cell to pair with
        long pairable = concurrentCells().stream().filter(c -> c.ok() && c.metric("connectionMode").equals("shared")
                && c.metric("threads").equals(1) && c.samplesMillis().size() >= 2).filter(shared -> concurrentCells().stream()
                .anyMatch(pool -> pool.ok() && pool.metric("connectionMode").equals("pool") && pool.metric("threads").equals(1)
                        && pool.backend().equals(shared.backend()) && pool.metric("database").equals(shared.metric("database"))
                        && pool.metric("query").equals(shared.metric("query")) && pool.samplesMillis().size() >= 2)).count();
        assertThat(pairable).isPositive();
        assertThat(pairs).hasSize((int) pairable).allSatisfy(pair -> assertThat(pair.get("cells")).asList().satisfiesExactlyInAnyOrder(
                name -> assertThat(name).asString().contains("concurrentReads shared").endsWith(" 1 thread(s)"),
                name -> assertThat(name).asString().contains("concurrentReads pool").endsWith(" 1 thread(s)")));
        assertThat(pairs).extracting(pair -> pair.get("cells").toString()).anyMatch(cells -> cells.contains("jdbc/tuned on h2 concurrentReads shared fast"));
    }

    @Test
    void sqlCellsNameTheirDatabaseAndServerProfile() {
        assertThat(concurrentCells()).filteredOn(c -> !c.backend().equals("microstream")).allSatisfy(c -> {
            assertThat(c.metric("database")).isIn("postgresql", "h2", "sqlite");
            assertThat(c.metric("serverProfile")).isNotNull();
        });
    }

    @Test
    void theConsoleShowsEachCellAndTheTable() {
        assertThat(console).contains("concurrentReads 1/7: ").contains("ops/s").contains("p99 ms")
                .contains("n: operations measured over the cell's samples").contains("distinct operations are fewer than 100").contains("samples")
                .contains("cpu us/op jvm+server")
                .contains("not applicable: threads read one in-process object graph");
    }
}
