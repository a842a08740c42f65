package persistencebench.read;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.fork.JournaledForks;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.plan.ForkPlans;
import persistencebench.harness.measure.OsPageCache;
import persistencebench.harness.measure.SanityPairs;
import persistencebench.harness.result.EnvironmentCapture;
import persistencebench.harness.console.JobProgress;
import persistencebench.harness.result.ResultFileWriter;
import persistencebench.harness.result.RunResume;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.DatasetField;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.fork.HotSample;
import persistencebench.read.fork.Temperature;
import persistencebench.read.plugin.QueryPhase;
import persistencebench.read.plugin.ReadBackend;

/**
 * One run of the read benchmark, in the orchestrating JVM, which holds the database servers: ensures the dataset,
 * proves every store the run reads holds it (refusing to time a store that does not), records what building each store
 * cost and its size on disk ({@link StoreFacts}), draws the parameters from the dataset manifest, measures the cold and
 * the hot cells ({@link ReadRounds}), checks that all cells of a phase gave the same answer and that reading left every
 * storage's files as they were ({@link StorageFiles}), and writes {@code results/read-*.json} with the backends
 * section, the sanity pairs and the draft reasons.
 */
public final class ReadRun {
    private final Settings settings;
    private final DatabaseServers servers;
    private final BackendRegistry<ReadBackend> registry;
    private final TaskExecutor executor;
    private final PrintStream out;
    private final List<String> problems = new ArrayList<>();
    private BooleanSupplier pageCacheDrop = OsPageCache::drop;

    /** What a run produced. */
    public record Outcome(Path resultFile, Path latest, boolean verified, List<String> problems) {
    }

    /** @param servers the run's database servers (an engine that did not start has its contestants' cells skipped) */
    public ReadRun(Settings settings, DatabaseServers servers, BackendRegistry<ReadBackend> registry, TaskExecutor executor, PrintStream out) {
        this.settings = settings;
        this.servers = servers;
        this.registry = registry;
        this.executor = executor;
        this.out = out;
    }

    /** Empties the OS page cache before cold samples with {@code drop} instead of {@link OsPageCache#drop()} (tests). */
    ReadRun withPageCacheDrop(BooleanSupplier drop) {
        this.pageCacheDrop = drop;
        return this;
    }

    public Outcome run() {
        BookstoreSize size = ReadSettings.size(settings);
        long seed = settings.get(CommonSettings.SEED);
        Path results = settings.get(CommonSettings.RESULTS);
        JobProgress job = JobProgress.of(settings.get(CommonSettings.JOB_STEPS), "read", results, settings.get(CommonSettings.QUICK), out);
        RunResume resume = RunResume.decide(results, "read", JobProgress.earlierStep(settings.get(CommonSettings.JOB_STEPS), "read"), settings,
                environment(), out);
        if (resume.finished() || resume.continued()) {
            job.markResumed();
        }
        if (resume.finished()) {
            job.finish();
            return new Outcome(resume.file(), results.resolve("read-latest.json"), resume.exitCode() == 0, List.of());
        }
        List<Contestant> all = ReadSettings.contestants(settings, registry);
        List<Contestant> contestants = all.stream().filter(c -> !c.usesDatabase() || servers.get(c.database()).isPresent()).toList();

        BookstoreDataset dataset = BookstoreDataset.ensure(size, seed, settings.get(CommonSettings.DATA), servers.running(), out::println);
        Map<String, String> storeCheck = new LinkedHashMap<>();
        Map<String, String> refused = StoreCheck.refusals(dataset, contestants, storeCheck, out);
        Map<String, Object> storeFacts = StoreFacts.of(dataset, out);
        QueryParameters parameters = chooseParameters(seed, dataset);
        out.println("parameters: years " + parameters.years() + ", countries "
                + parameters.countries().stream().map(QueryParameters.ChosenCountry::name).toList()
                + ", pages " + parameters.pages() + " of " + parameters.pageSize());

        ResultFileWriter writer = resume.start(results, "read", environment(), datasetFacts(dataset, parameters));
        out.println("writing " + writer.file());
        // not among the facts a resumed run must match: it reuses the stores an interrupted run may have built
        writer.dataset(DatasetField.STORE_FACTS.key(), storeFacts);
        writer.dataset(DatasetField.STORE_CHECK.key(), storeCheck);
        try {
            writer.backends(registry.describe(all.stream().map(Contestant::name).distinct().toList()));
            draftReasons().forEach(reason -> {
                out.println("draft: " + reason);
                writer.draftReason(reason);
            });

            all.stream().filter(c -> !contestants.contains(c)).forEach(c -> unavailable(c).forEach(writer::add));
            measure(contestants, refused, dataset, parameters, writer, job);

            List<SanityPairs.Pair> pairs = SanityPairs.find(writer.cells());
            writer.sanityPairs(SanityPairs.describe(pairs));
            pairs.stream().filter(p -> !p.consistent()).forEach(p -> out.println("sanity pair: " + p.note()));
        } catch (RuntimeException e) {
            writer.stop(e); // a later run must not report this file as interrupted
            throw e;
        }
        writer.finish();
        job.finish();
        out.println();
        out.print(ReadSummaryTable.render(writer.cells(), registry));
        out.print(ConcurrentTable.render(writer.cells(), registry));
        problems.forEach(p -> out.println("PROBLEM: " + p));
        servers.requireNoneStopped(writer.latest());
        if (resume.continued()) {
            out.println("resume: " + writer.journal().reused() + " fork(s) kept from the interrupted run, the others measured now");
        }
        out.println("results: " + writer.file() + " (and " + writer.latest() + ")");
        return new Outcome(writer.file(), writer.latest(), writer.verified() && problems.isEmpty(), List.copyOf(problems));
    }

    /**
     * Records the refused contestants' cells as not timed, then measures and records the cold cells, then the hot ones
     * (each recorded once all its parts are in, so an interrupted run keeps what finished), then the
     * {@code concurrentReads} cells.
     */
    private void measure(List<Contestant> contestants, Map<String, String> refused, BookstoreDataset dataset, QueryParameters parameters,
                         ResultFileWriter writer, JobProgress job) {
        CellFacts facts = new CellFacts(CommonSettings.durability(settings), servers);
        DigestAgreement agreement = new DigestAgreement();
        ForkPreparation preparation = new ForkPreparation(servers, dataset, pageCacheDrop, out::println);
        JournaledForks forks = new JournaledForks(writer.journal(), job, out);
        ReadRounds rounds = new ReadRounds(preparation, executor, forks, job, out);
        List<Contestant> timed = new ArrayList<>();
        for (Contestant contestant : contestants) {
            String problem = refused.get(contestant.store());
            if (problem == null) {
                timed.add(contestant);
            } else {
                notTimed(contestant, problem).forEach(cell -> record(writer, agreement, facts.decorate(cell, contestant)));
            }
        }
        int iterations = settings.get(ReadSettings.ITERATIONS);
        int coldJvms = settings.get(ReadSettings.COLD_JVMS);
        ConcurrentPlan plan = ConcurrentReads.plan(settings, dataset.counts().get(BookstoreEntityType.CUSTOMER.key()));
        ConcurrentReads concurrentReads = plan == null ? null : new ConcurrentReads(out, settings.get(ReadSettings.concurrentVariants(registry)), plan,
                settings.get(ReadSettings.CONCURRENT_FORKS));
        rounds.plan(timed, coldJvms, iterations, settings.get(ReadSettings.FORKS), concurrentReads);
        StorageFiles files = StorageFiles.before(dataset, timed);
        List<CellResult> cold = rounds.cold(timed, parameters, coldJvms);
        cold.forEach(cell -> record(writer, agreement, facts.decorate(cell, contestantOf(cell, timed))));
        if (cold.stream().anyMatch(cell -> ReadRounds.WARM.equals(cell.metric(CellField.OS_CACHE)))) {
            // A storage that reads its files at open gains more from a warm page cache than a server reading what it needs.
            writer.draftReason("the OS page cache could not be emptied before every cold sample (osCache: warm), so cold is not cold");
        }
        rounds.hot(timed, parameters, ReadSettings.hotWarmUp(settings), iterations, settings.get(ReadSettings.FORKS), concurrentReads)
                .forEach(cell -> record(writer, agreement, facts.decorate(cell, contestantOf(cell, timed))));
        if (concurrentReads != null) {
            ConcurrentAgreement concurrent = new ConcurrentAgreement();
            concurrentReads.cells().forEach(cell -> {
                concurrent.check(facts.decorate(cell, contestantOf(cell, timed))).ifPresent(problem -> problem(writer, problem));
                CellDigests.strip(cell);
                writer.add(cell);
            });
        }
        writer.dataset(DatasetField.STORAGE_FILES.key(), files.after());
        files.changes().forEach(problem -> problem(writer, problem));
    }

    private QueryParameters chooseParameters(long seed, BookstoreDataset dataset) {
        try {
            return QueryParameters.choose(seed, dataset.summary().countryYears(), dataset.counts().get(BookstoreEntityType.CUSTOMER.key()));
        } catch (IllegalArgumentException e) {
            throw new FatalError("cannot choose query parameters for bookstore " + dataset.size().label() + " seed " + seed + ": "
                    + e.getMessage());
        }
    }

    private List<String> draftReasons() {
        List<String> reasons = new ArrayList<>();
        if (settings.get(CommonSettings.QUICK)) {
            reasons.add("run with -Dquick: a small dataset and few samples, a quick end-to-end check");
        }
        CommonSettings.unpublishedSettings(settings).ifPresent(reasons::add);
        servers.running().forEach(server -> server.durabilityProblem(CommonSettings.durability(settings)).ifPresent(reasons::add));
        reasons.addAll(servers.draftReasons());
        return reasons;
    }

    private Map<String, Object> environment() {
        Map<String, Object> environment = new LinkedHashMap<>(EnvironmentCapture.capture(settings, servers.running(), servers.unavailable()));
        Map<String, Object> execution = new LinkedHashMap<>();
        execution.put("tasks", executor.description());
        // the protocols as data; docs/method.md, "The cold and hot read protocols", says them in words
        int forks = settings.get(ReadSettings.FORKS);
        execution.put("cold", Map.of("jvmsPerCell", settings.get(ReadSettings.COLD_JVMS)));
        Map<String, Object> hot = new LinkedHashMap<>();
        hot.put("forks", forks);
        hot.put("warmUp", ReadSettings.hotWarmUp(settings).describe());
        hot.put("sampleBoxMillis", HotSample.BOX_MILLIS);
        hot.put("serverBeforeFork", "restarted on the variant's profile where it can be restarted, page cache kept");
        hot.put("samplesPerCell", settings.get(ReadSettings.ITERATIONS));
        execution.put("hot", hot);
        long cellMillis = settings.get(ReadSettings.CONCURRENT_CELL_MILLIS);
        Map<String, Object> concurrent = new LinkedHashMap<>();
        concurrent.put("forks", settings.get(ReadSettings.CONCURRENT_FORKS));
        concurrent.put("cellMillis", cellMillis);
        concurrent.put("fastOperations", settings.get(ReadSettings.CONCURRENT_OPERATIONS));
        concurrent.put("slowOperations", settings.get(ReadSettings.CONCURRENT_SLOW_OPERATIONS));
        concurrent.putAll(ConcurrentPlan.protocol());
        execution.put("concurrentReads", concurrent);
        execution.put("forkPlan", ForkPlans.bundled().asMap());
        environment.put(EnvironmentField.EXECUTION.key(), execution);
        return environment;
    }

    private static List<CellResult> notTimed(Contestant contestant, String problem) {
        return cells(contestant).stream().map(cell -> cell.fail("not timed: " + problem)).toList();
    }

    /** The cells of a contestant whose database server did not start: skipped with the reason, which fails nothing. */
    private List<CellResult> unavailable(Contestant contestant) {
        String reason = "the " + contestant.database() + " database is not available: " + servers.unavailableReason(contestant.database());
        out.println(contestant.label() + " skipped: " + reason);
        return cells(contestant).stream().map(cell -> cell.skip(reason)).toList();
    }

    /** One empty cell per temperature and phase measured at it, carrying the contestant's database. */
    private static List<CellResult> cells(Contestant contestant) {
        List<CellResult> cells = new ArrayList<>();
        for (Temperature temperature : Temperature.values()) {
            for (QueryPhase phase : temperature.phases()) {
                CellResult cell = new CellResult(contestant.name(), contestant.variant().name(), phase.label(), temperature.label());
                if (contestant.usesDatabase()) {
                    cell.put(CellField.DATABASE, contestant.database());
                }
                cells.add(cell);
            }
        }
        return cells;
    }

    private static Contestant contestantOf(CellResult cell, List<Contestant> contestants) {
        return contestants.stream().filter(c -> c.name().equals(cell.backend()) && c.variant().name().equals(cell.variant())
                && Objects.equals(c.database(), cell.metric(CellField.DATABASE))).findFirst().orElseThrow();
    }

    private void record(ResultFileWriter writer, DigestAgreement agreement, CellResult cell) {
        agreement.check(cell).ifPresent(problem -> problem(writer, problem));
        CellDigests.strip(cell);
        writer.add(cell);
    }

    private void problem(ResultFileWriter writer, String problem) {
        out.println("PROBLEM: " + problem);
        problems.add(problem);
        writer.addProblem(problem);
    }

    private static Map<String, Object> datasetFacts(BookstoreDataset dataset, QueryParameters parameters) {
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put(DatasetField.KIND.key(), "bookstore");
        facts.put(DatasetField.SIZE.key(), dataset.size().label());
        facts.put(DatasetField.SEED.key(), dataset.seed());
        facts.put(DatasetField.SOURCE.key(), "generated");
        facts.put(DatasetField.CONTENT_DIGEST.key(), dataset.digest());
        facts.put(DatasetField.DATABASES.key(), dataset.databases());
        facts.put(DatasetField.STORES.key(), dataset.stores().stream().map(s -> s.name()).toList());
        facts.put(DatasetField.COUNTS.key(), dataset.counts());
        facts.put(DatasetField.PARAMETERS.key(), parameters.toMap());
        return facts;
    }
}
