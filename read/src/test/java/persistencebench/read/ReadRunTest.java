package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.generator.bookstore.StoreBuild;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.Json;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.DatasetField;
import persistencebench.harness.resultformat.ResultFormat;
import persistencebench.harness.resultformat.StoreFactField;
import persistencebench.harness.resultformat.UndeclaredFields;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.harness.testing.Slow;

/** The whole program logic on the tiny dataset, every backend and variant, with tasks run in this JVM instead of forks. */
@Slow
class ReadRunTest {
    @TempDir
    static Path results;
    private static ReadRun.Outcome outcome;
    private static ResultFile file;
    private static String console;
    /** How often the run emptied the OS page cache (a stand-in that says "not permitted", so tests leave the machine's cache alone). */
    private static final AtomicInteger PAGE_CACHE_DROPS = new AtomicInteger();

    @BeforeAll
    static void runEverything() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        BackendRegistry<ReadBackend> registry = TinyBookstore.registry();
        TinyBookstore.dataset();
        outcome = new ReadRun(TinyBookstore.settings(registry, results, 2, 1), DatabaseServers.of(TestPostgres.server()), registry,
                new InProcessExecutor(registry, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8)).withPageCacheDrop(() -> {
                    PAGE_CACHE_DROPS.incrementAndGet();
                    return false;
                }).run();
        file = ResultFiles.read(outcome.latest());
        console = out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void everyCellHasAnIdOfItsOwnThatItsSanityPairsNameAndTheFileHasNoUndeclaredKey() throws Exception {
        com.fasterxml.jackson.databind.JsonNode json = Json.mapper().readTree(outcome.latest().toFile());
        List<String> ids = json.path("results").findValuesAsText("id");
        assertThat(json.path("formatVersion").asInt()).isEqualTo(ResultFormat.VERSION);
        assertThat(ids).hasSize(file.results().size()).doesNotHaveDuplicates()
                .contains("jdbc/paper@postgresql/customersPaged/cold", "microstream/tuned/purchasesOfForeigners/hot");
        assertThat(file.sanityPairs()).allSatisfy(pair -> assertThat(ids).containsAll(((List<?>) pair.get("cells")).stream().map(String::valueOf).toList()));
        assertThat(UndeclaredFields.of(json)).as("keys the contract does not declare").isEmpty();
    }

    /** {@code forks} of a cell, read from the file as written (CellResult has no accessor for it). */
    private static int forks(CellResult cell) {
        try {
            for (com.fasterxml.jackson.databind.JsonNode node : Json.mapper().readTree(outcome.latest().toFile()).path("results")) {
                if (node.path("id").asText().equals(cell.id())) {
                    return node.path("forks").asInt();
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        throw new AssertionError("no cell " + cell.label());
    }

    private static CellResult cell(String label) {
        return file.results().stream().filter(c -> c.label().equals(label)).findFirst().orElseThrow(() -> new AssertionError("no cell " + label));
    }

    @Test
    void everyCellIsMeasuredAndEveryPhaseHasOneAnswer() {
        assertThat(outcome.problems()).isEmpty();
        assertThat(outcome.verified()).isTrue();
        assertThat(file.finished()).isTrue();
        assertThat(file.verification().ok()).isTrue();
        assertThat(file.results()).as("8 contestants x (2 phases cold + 6 phases hot)").hasSize(8 * (2 + 6)).allSatisfy(c -> {
            assertThat(c.ok()).as(c.label() + ": " + c.failure()).isTrue();
            assertThat(c.samplesMillis()).as(c.label()).hasSize(2);
            assertThat(c.metric(CellField.RESULT_ROWS)).as("row keys are stripped").isNull();
            assertThat(c.metric(CellField.DURABILITY)).isEqualTo("disk");
            assertThat(c.metric(CellField.IMPLEMENTATION)).asString().startsWith("persistencebench.read.");
        });
        Map<String, List<Object>> digests = file.results().stream().collect(Collectors.groupingBy(CellResult::phase,
                Collectors.mapping(c -> c.metric(CellField.RESULT_DIGEST), Collectors.toList())));
        digests.forEach((phase, all) -> assertThat(all.stream().distinct().toList()).as(phase).singleElement().asString().startsWith("sha256:"));
        assertThat(digests.get("customersKeyset")).as("keyset pages give the offset pages' answer").isEqualTo(digests.get("customersOffset"));
        assertThat(digests.get("deepPageKeyset")).as("the deep page by keyset gives its offset answer").isEqualTo(digests.get("deepPageOffset"));
    }

    @Test
    void coldCellsTimeOpenWorkAndCloseInOneForkPerSampleAndSayWhatColdMeant() {
        assertThat(PAGE_CACHE_DROPS).as("before every cold sample of every backend: 8 contestants x 2 phases x 2 samples").hasValue(32);
        assertThat(file.results()).filteredOn(c -> c.temperature().equals("cold")).hasSize(16).allSatisfy(c -> {
            assertThat(c.metric(CellField.COLD_KIND)).as(c.label()).isEqualTo("full");
            assertThat(c.metric(CellField.OS_CACHE)).as(c.label()).isEqualTo("warm");
            assertThat(c.openSamplesMillis()).as(c.label()).hasSize(2);
            assertThat(c.openMillis()).isNotNull();
            assertThat(c.closeMillis()).isNotNull();
            assertThat(c.warmupSamplesMillis()).isEmpty();
            assertThat(forks(c)).isEqualTo(2);
        });
    }

    @Test
    void hotCellsComeFromTwoForksThatOpenedTheServiceOnceEach() {
        assertThat(file.results()).filteredOn(c -> c.temperature().equals("hot")).hasSize(8 * 6).allSatisfy(c -> {
            assertThat(forks(c)).as(c.label()).isEqualTo(2);
            assertThat(c.openSamplesMillis()).isEmpty();
            assertThat((List<?>) c.metric(CellField.FORK_OPEN_SAMPLES_MILLIS)).hasSize(2);
            assertThat(c.warmupSamplesMillis()).hasSize(2);
        });
        assertThat(cell("hibernate/paper purchasesOfForeigners hot").serverCpuMillis()).isNotNull();
        assertThat(cell("microstream/paper purchasesOfForeigners hot").serverCpuMillis()).isNull();
    }

    @Test
    void statementsAreCountedForSqlCellsOnly() {
        file.results().forEach(c -> assertThat(c.metrics().containsKey("jdbcStatements")).as(c.label())
                .isEqualTo(c.backend().equals("jdbc") || c.backend().equals("hibernate")));
        CellResult jdbcPaper = cell("jdbc/paper purchasesOfForeigners hot");
        assertThat(((Number) jdbcPaper.metric(CellField.JDBC_STATEMENTS)).longValue())
                .isEqualTo(2L * ((Number) jdbcPaper.metric(CellField.QUERIES_PER_SAMPLE)).longValue());
        assertThat(cell("jdbc/paper purchasesOfForeigners cold").metric(CellField.JDBC_STATEMENTS)).isEqualTo(jdbcPaper.metric(CellField.JDBC_STATEMENTS));
        assertThat(cell("hibernate/tuned customersPaged cold").metric(CellField.DATABASE)).isEqualTo("postgresql");
    }

    @Test
    void sqlCellsRunOnTheirVariantsServerProfileAndRecordPlansAndPlanSettings() {
        file.results().forEach(c -> assertThat(c.metric(CellField.SERVER_PROFILE)).as(c.label()).isEqualTo(switch (c.backend() + "/" + c.variant()) {
            case "jdbc/paper", "hibernate/paper" -> "study";
            case "jdbc/tuned", "hibernate/tuned" -> "tuned";
            default -> null;
        }));
        assertThat(file.results()).filteredOn(c -> c.metrics().containsKey("jdbcStatements")).hasSize(4 * (2 + 6)).allSatisfy(c -> {
            assertThat(c.metric(CellField.PLAN_SETTINGS)).as(c.label()).asString().contains("prepareThreshold=5", "plan_cache_mode=auto");
            assertThat(c.metrics().containsKey("plans")).as(c.label())
                    .isEqualTo(List.of("purchasesOfForeigners", "deepPageOffset", "deepPageKeyset").contains(c.phase()));
        });
        assertThat(cell("jdbc/paper purchasesOfForeigners hot").metric(CellField.PLAN_SETTINGS)).as("the measured connection's server-side statements")
                .asString().containsPattern("prepared S_\\d+: SELECT p\\.id, [^=]*=\\d+ custom, \\d+ generic");
        for (String hibernate : List.of("hibernate/paper purchasesOfForeigners hot", "hibernate/tuned purchasesOfForeigners hot")) {
            assertThat(cell(hibernate).metric(CellField.PLAN_SETTINGS)).as(hibernate + ": a new session gets the measured connection")
                    .asString().containsPattern("prepared S_\\d+: select [^=]*=\\d+ custom, \\d+ generic");
        }
        assertThat(plans("jdbc/paper deepPageKeyset hot")).as("one statement: the deep page").hasSize(1).first().asString()
                .contains("customer", "id >", "actual time=");
        assertThat(plans("hibernate/tuned deepPageOffset hot")).hasSize(1).first().asString().contains("Limit", "actual time=");
        assertThat(plans("jdbc/paper purchasesOfForeigners hot")).hasSize(2).first().asString()
                .contains("on purchase p", "EXTRACT", "actual time=", "Buffers:");
        assertThat(plans("jdbc/tuned purchasesOfForeigners cold")).hasSize(2).last().asString().contains("= ANY");
        assertThat(plans("hibernate/tuned purchasesOfForeigners hot")).hasSize(4)
                .anySatisfy(plan -> assertThat(plan).contains("purchase_id = ANY"));
        assertThat(plans("hibernate/paper purchasesOfForeigners hot")).hasSizeGreaterThan(1).last().asString()
                .startsWith("(").endsWith("more queries of the pass were not explained)");
    }

    @SuppressWarnings("unchecked")
    private static List<String> plans(String label) {
        return (List<String>) cell(label).metric(CellField.PLANS);
    }

    @Test
    void eachVariantRecordsTheSettingsItReadsWith() {
        assertThat(cell("microstream/paper customersPaged cold").metric(CellField.SETTINGS)).asString()
                .contains("housekeepingIntervalMs=1000", "dataFileMinimumUseRatio=0.75");
        assertThat(cell("eclipsestore/tuned purchasesOfForeigners hot").metric(CellField.SETTINGS))
                .isEqualTo(cell("microstream/tuned purchasesOfForeigners hot").metric(CellField.SETTINGS));
        assertThat(cell("hibernate/tuned purchasesOfForeigners hot").metric(CellField.SETTINGS)).asString()
                .contains("hibernate.default_batch_fetch_size=1000", "hibernate.connection.provider_disables_autocommit=true");
        assertThat(cell("jdbc/paper purchasesOfForeigners hot").metrics()).doesNotContainKey("settings");
    }

    @Test
    void readingLeftEveryStorageFileAsItWas() {
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Map<String, Object>>> storages = (Map<String, Map<String, Map<String, Object>>>) file.dataset().get("storageFiles");
        assertThat(storages).containsOnlyKeys("microstream-paper", "microstream-tuned", "eclipsestore-paper", "eclipsestore-tuned");
        storages.forEach((store, footprints) -> {
            assertThat(footprints.get("before")).as(store).isNotEmpty().isEqualTo(footprints.get("after"));
        });
        assertThat(file.dataset().get("databases")).asString().contains("database-paper=bookstore_tiny_s42_paper");
    }

    @Test
    void everyStoreSaysWhatBuildingItCostWhenItWasBuiltAndItsBytesOnDiskAndThatItWasReused() {
        @SuppressWarnings("unchecked")
        Map<String, Map<String, Object>> facts = (Map<String, Map<String, Object>>) file.dataset().get(DatasetField.STORE_FACTS.key());
        BookstoreDataset built = TinyBookstore.dataset();
        assertThat(facts).containsOnlyKeys(built.builds().keySet()).containsKeys("microstream-paper", "database-tuned")
                .allSatisfy((store, fact) -> {
                    assertThat(fact).as(store).containsOnlyKeys(Arrays.stream(StoreFactField.values()).map(StoreFactField::key).toList());
                    StoreBuild build = built.builds().get(store);
                    assertThat(((Number) fact.get(StoreFactField.LOAD_MILLIS.key())).longValue()).as(store).isNotNegative()
                            .as(store + ": the time recorded when the store was built, before this run").isEqualTo(build.loadMillis());
                    assertThat(((Number) fact.get(StoreFactField.GENERATE_MILLIS.key())).longValue()).isEqualTo(build.generateMillis());
                    assertThat(Instant.parse((String) fact.get(StoreFactField.BUILT_AT.key()))).as(store).isEqualTo(build.builtAt());
                    assertThat(fact.get(StoreFactField.REBUILT_THIS_RUN.key())).as(store + ": the run reused the cached store").isEqualTo(false);
                    assertThat(((Number) fact.get(StoreFactField.BYTES_ON_DISK.key())).longValue()).as(store).isPositive();
                });
        assertThat(console).contains("store microstream-paper: loaded in ", "store database-tuned: loaded in ", "(reused from the cache)",
                " bytes on disk");
    }

    @Test
    void everyStoreSaysHowTheRunProvedItHoldsTheDatasetADatabaseAlwaysByReadingItBack() {
        @SuppressWarnings("unchecked")
        Map<String, String> checked = (Map<String, String>) file.dataset().get(DatasetField.STORE_CHECK.key());
        assertThat(checked).containsKeys("microstream-paper", "eclipsestore-tuned", "database-paper", "database-tuned");
        assertThat(checked).allSatisfy((store, how) -> assertThat(how).as(store).satisfiesAnyOf(
                text -> assertThat(text).isEqualTo("read back"), text -> assertThat(text).startsWith("not read back: its files (SHA-256 ")));
        assertThat(checked.get("database-paper")).isEqualTo("read back");
    }

    @Test
    void theResultFileDescribesBackendsSanityPairsAndWhyItIsADraft() {
        assertThat(file.backends()).containsOnlyKeys("microstream", "eclipsestore", "jdbc", "hibernate");
        assertThat(file.backends().get("eclipsestore")).asString().contains("label=EclipseStore", "colour=#cc79a7", "order=20");
        // both JDBC variants page customers with the same class, with statements prepared per call or per connection, on
        // different databases and server profiles: no sanity pair
        assertThat(cell("jdbc/paper customersPaged hot").metric(CellField.IMPLEMENTATION))
                .isEqualTo("persistencebench.read.jdbc.CustomerPageSql on persistencebench.read.jdbc.StatementsPerCall");
        assertThat(cell("jdbc/tuned customersPaged hot").metric(CellField.IMPLEMENTATION))
                .isEqualTo("persistencebench.read.jdbc.CustomerPageSql on persistencebench.read.jdbc.StatementsPerConnection");
        assertThat(cell("jdbc/paper customersPaged hot").metric(CellField.STORE)).isEqualTo("database-paper");
        assertThat(cell("jdbc/tuned customersPaged hot").metric(CellField.STORE)).isEqualTo("database-tuned");
        assertThat(file.sanityPairs()).isEmpty();
        assertThat(file.publication().status()).isEqualTo("draft");
        assertThat(file.publication().reasons()).anyMatch(reason -> reason.contains("-Dsize=tiny (published: medium)"));
        assertThat(file.dataset()).containsEntry("kind", "bookstore").containsEntry("size", "tiny").containsKey("parameters");
        assertThat(console).contains("the study's figures", "stmts/query", "EclipseStore paper", "checked that", "os cache");
    }
}
