package persistencebench.read;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.db.DatabaseSettings;
import persistencebench.harness.measure.SteadyState;
import persistencebench.harness.measure.WarmUp;
import persistencebench.harness.plan.CellClass;
import persistencebench.harness.plan.ForkPlans;
import persistencebench.harness.fork.ForkRounds;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.OwnSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.plugin.ReadBackend;

/** The settings of {@link ReadBenchmark}, all system properties, listed by {@code -Dhelp}; backends and variants come from the registry. */
public final class ReadSettings {
    public static final String PROGRAM = "ReadBenchmark";
    public static final String PURPOSE = "the read case: customers paged and purchases of foreigners, cold and hot,"
            + " on every registered backend and variant over the same bookstore dataset";

    public static final Setting<String> SIZE = Setting.choice("size", "medium",
            Arrays.stream(BookstoreSize.values()).map(BookstoreSize::label).toList(), "bookstore dataset size");
    public static final Setting<String> HEAP = Setting.heapSize("heap", "2g", "maximum heap (-Xmx) of each forked JVM, e.g. 2g or 4096m");
    /**
     * Hot warm-ups per phase and fork at least; then they run until steady state ({@link #hotWarmUp}). One more than
     * the steady-state detector's window, so the first verdict has its runs and never judges the first, which pays
     * the query path's first compilation: a query of several seconds reaches the cap at the floor, and with the
     * window's length as the floor its verdict always held that run (docs/method.md, "Steady state"). Cold cells have
     * no warm-up.
     */
    public static final Setting<Integer> WARMUPS = CommonSettings.warmups(SteadyState.WINDOW + 1);
    /**
     * How long a hot cell's warm-up may run in one fork before the cell is measured and recorded as not at steady state
     * (docs/method.md, "Steady state"); 0 warms up exactly {@link #WARMUPS} times and judges nothing.
     */
    public static final Setting<Integer> WARMUP_CAP = Setting.intValue("warmupCap", 20, 0, 3600,
            "seconds a hot cell's warm-up may run in a fork before it is measured unsettled; 0 warms up exactly -Dwarmups times");
    /** Hot warm-ups per phase and fork at most, however short each is: 50 time-boxed runs are at least 5 s. */
    static final int MAX_HOT_WARMUPS = 50;
    /**
     * Hot cells run in forks, the units their interval is computed over, since forks disagree more than the samples
     * inside one: as many as the bundled fork plan gives the class (docs/method.md, "Forks where the noise is").
     */
    public static final Setting<Integer> FORKS = CommonSettings.forks(ForkPlans.bundled().forks(CellClass.HOT));
    /**
     * A hot cell's time-boxed samples over its {@link #FORKS} forks: the plan's samples per fork in each, so the noise
     * check can compare two forks of one cell.
     */
    public static final Setting<Integer> ITERATIONS = Setting.intValue("iterations",
            ForkPlans.bundled().forks(CellClass.HOT) * ForkPlans.bundled().samplesPerFork(CellClass.HOT), 1, 1000,
            "measured samples per hot cell, split over its -Dforks forks");
    /** Cold cells: one sample in each of this many fresh JVMs, the units of their interval, as the plan gives the class. */
    public static final Setting<Integer> COLD_JVMS = Setting.intValue("coldJvms", ForkPlans.bundled().forks(CellClass.COLD), 1, 1000,
            "fresh JVMs per cold cell, one sample each");
    /**
     * The forks per contestant that measure the {@code concurrentReads} cells, as the plan gives the class up to the hot
     * forks it plans: its first hot rounds' forks, each after its hot phases, so at most the {@link #hotRounds}
     * ({@link #parse} refuses more).
     */
    public static final Setting<Integer> CONCURRENT_FORKS = Setting.intValue("concurrentForks",
            Math.min(ForkPlans.bundled().forks(CellClass.CONCURRENT), ForkPlans.bundled().forks(CellClass.HOT)),
            1, 100, "forks per contestant measuring all its concurrentReads cells, the units of their intervals: its first hot forks,"
                    + " after their phases; at most the hot rounds");
    /**
     * Distinct operations per pass in a {@code concurrentReads} cell of the fast query (one customer by id): enough for
     * a 99th percentile while one pass of a point lookup stays well under a second; half as many warm up first.
     */
    public static final Setting<Integer> CONCURRENT_OPERATIONS = Setting.intValue("concurrentOperations", 2000, 0, 10_000_000,
            "distinct operations per pass of a concurrentReads cell of the fast query (half as many warm up first); 0 leaves the query out");
    /**
     * Distinct operations per pass in a {@code concurrentReads} cell of the slow query (one foreigners query each): two
     * per thread at eight threads, so the run's 9 foreigner queries each run at least once. Too few for a 99th
     * percentile ({@code OperationLatencies.MIN_OPERATIONS_FOR_P99}), which the cells therefore leave out however
     * often a sample repeats them. Cells are time-boxed ({@link #CONCURRENT_CELL_MILLIS}), so more distinct operations
     * cost time only where one pass outlasts the box, as the study's schema on SQLite and MariaDB does
     * ({@code docs/method.md}, "Why the defaults are what they are").
     */
    public static final Setting<Integer> CONCURRENT_SLOW_OPERATIONS = Setting.intValue("concurrentSlowOperations", 16, 0, 1_000_000,
            "distinct operations per pass of a concurrentReads cell of the slow query (half as many warm up first); 0 leaves the query out");
    /**
     * A {@code concurrentReads} cell's time box (see {@code ConcurrentPlan}); the fork's warm-up is counted in boxes too,
     * so one length sets every part of a fork that scales with time. Why 300 ms for the cells' {@link #CONCURRENT_FORKS} forks:
     * {@code docs/method.md}, "Why the defaults are what they are".
     */
    public static final Setting<Integer> CONCURRENT_CELL_MILLIS = Setting.intValue("concurrentCellMillis", 300, 1, 600_000,
            "each concurrentReads cell's time box in each fork: samples of passes filling 1/" + ConcurrentPlan.SAMPLE_BOX_DIVISOR
                    + " of it at one thread's pace, measured until the box is full and at least " + ConcurrentPlan.MIN_SAMPLES
                    + " (none started after " + ConcurrentPlan.LAST_START_BOXES + " boxes, at most " + ConcurrentPlan.MAX_SAMPLES
                    + "); the fork's warm-up runs " + ConcurrentPlan.MIN_WARMUP_BOXES + " to " + ConcurrentPlan.MAX_WARMUP_BOXES
                    + " boxes per query");
    /**
     * -Dquick: the small bookstore, one sample in one fork, one warm-up: every cell still runs (a draft's figures are
     * a check of the pipeline, not of spread), with half the forks of two samples; a tenth of the fast and half the slow
     * concurrent operations, and a third of the concurrent cells' time (one fork, so no interval).
     */
    static final Map<String, String> QUICK_VALUES = Map.ofEntries(Map.entry("size", "small"), Map.entry("iterations", "1"),
            Map.entry("warmups", "1"), Map.entry("warmupCap", "0"), Map.entry("forks", "1"), Map.entry("coldJvms", "1"),
            Map.entry("concurrentForks", "1"), Map.entry("concurrentOperations", "200"), Map.entry("concurrentSlowOperations", "8"),
            Map.entry("concurrentCellMillis", "100"));

    private ReadSettings() {
    }

    /** {@code -Dbackends}: any registered backend. */
    public static Setting<List<String>> backends(BackendRegistry<ReadBackend> registry) {
        return Setting.subset("backends", registry.names(), "backends to measure");
    }

    /** {@code -Dvariants}: any variant a registered backend has. */
    public static Setting<List<String>> variants(BackendRegistry<ReadBackend> registry) {
        return Setting.subset("variants", registry.variantNames(),
                "variants to measure: paper = as the study did (bugs fixed), tuned = as an expert would");
    }

    /**
     * {@code -DconcurrentVariants}: the variants the concurrent readers measure, the expert's alone by default. The
     * study never ran readers concurrently, and its approaches' concurrent cells cost the main job about 11 minutes
     * (docs/method.md, "What the main job measures"); the hot and cold cells compare them with the tuned ones.
     */
    public static Setting<List<String>> concurrentVariants(BackendRegistry<ReadBackend> registry) {
        return Setting.subset("concurrentVariants", "tuned", registry.variantNames(),
                "variants the concurrentReads cells measure, among those -Dvariants selects: tuned by default; paper adds the study's"
                        + " approaches (the SQL backends' on PostgreSQL only)");
    }

    /** The hot cells' warm-up: at least {@link #WARMUPS}, then until steady within {@link #WARMUP_CAP}; a fixed count with no cap. */
    static WarmUp hotWarmUp(Settings settings) {
        int floor = settings.get(WARMUPS);
        int cap = settings.get(WARMUP_CAP);
        return cap == 0 ? WarmUp.fixed(floor) : WarmUp.untilSteady(floor, Math.max(floor, MAX_HOT_WARMUPS), cap * 1000L);
    }

    /** The program's settings, then the databases', then every backend's own ({@link ReadBackend#settings()}). */
    public static List<Setting<?>> declared(BackendRegistry<ReadBackend> registry) {
        List<Setting<?>> all = new ArrayList<>(List.of(SIZE, CommonSettings.SEED, backends(registry), variants(registry), concurrentVariants(registry), DatabaseSettings.STUDY_DATABASES, ITERATIONS,
                WARMUPS, WARMUP_CAP, FORKS, COLD_JVMS, CONCURRENT_FORKS, CONCURRENT_OPERATIONS, CONCURRENT_SLOW_OPERATIONS, CONCURRENT_CELL_MILLIS, CommonSettings.QUICK, HEAP, CommonSettings.FORK_TIMEOUT, CommonSettings.DURABILITY,
                CommonSettings.DATA, CommonSettings.RESULTS, CommonSettings.RESUME, CommonSettings.JOB_STEPS));
        all.addAll(DatabaseSettings.all());
        all.addAll(registry.settings());
        return all;
    }

    /** Parses and validates; throws {@link SettingsException} (exit code 2) naming the bad setting. */
    public static Settings parse(Properties properties, BackendRegistry<ReadBackend> registry) {
        Settings settings = Settings.parse(PROGRAM, declared(registry), CommonSettings.withJobDefaults(properties, QUICK_VALUES));
        int rounds = hotRounds(settings);
        // only where readers would run: some operations, and a variant both -Dvariants and -DconcurrentVariants select
        boolean readers = (settings.get(CONCURRENT_OPERATIONS) > 0 || settings.get(CONCURRENT_SLOW_OPERATIONS) > 0)
                && settings.get(variants(registry)).stream().anyMatch(settings.get(concurrentVariants(registry))::contains);
        if (readers && settings.get(CONCURRENT_FORKS) > rounds) {
            throw new SettingsException("-D" + CONCURRENT_FORKS.name() + "=" + settings.get(CONCURRENT_FORKS) + " exceeds the " + rounds
                    + " hot round(s) of -D" + ITERATIONS.name() + "=" + settings.get(ITERATIONS) + " over -D" + FORKS.name() + "="
                    + settings.get(FORKS) + ": each concurrentReads fork is a contestant's hot fork, after its phases; set -D"
                    + CONCURRENT_FORKS.name() + " to at most " + rounds + ", or raise -D" + ITERATIONS.name() + " and -D" + FORKS.name());
        }
        return settings;
    }

    /**
     * The hot rounds: a hot cell's {@link #ITERATIONS} split over its {@link #FORKS} ({@link ForkRounds#split}), one fork
     * per contestant each; the first {@link #CONCURRENT_FORKS} of them also measure the concurrent readers.
     */
    static int hotRounds(Settings settings) {
        return ForkRounds.split(settings.get(ITERATIONS), settings.get(FORKS)).size();
    }

    public static BookstoreSize size(Settings settings) {
        return BookstoreSize.parse(settings.get(SIZE));
    }

    /**
     * How long each read fork may run: {@code -DforkTimeout}, times the bookstore's purchases over the medium one's
     * where it is larger (a large bookstore holds about 10 times as many, a huge one 100), as the queries scan them.
     */
    public static Duration forkTimeLimit(Settings settings) {
        double scale = Math.max(1, (double) size(settings).maxPurchases() / BookstoreSize.MEDIUM.maxPurchases());
        return Duration.ofSeconds(Math.round(CommonSettings.forkTimeout(settings).toSeconds() * scale));
    }

    /**
     * The {@code -Ddatabases} the selected contestants use: none when no selected backend needs a database, so a run of
     * the object graphs alone starts no server and builds no SQL store.
     */
    public static List<String> databasesInUse(Settings settings, BackendRegistry<ReadBackend> registry) {
        return contestants(settings, registry).stream().filter(Contestant::usesDatabase).map(Contestant::database).distinct().toList();
    }

    /**
     * Every selected backend's selected variants, in display order, a SQL backend's on each database it runs on
     * ({@link persistencebench.harness.backend.VariantKind#runsOn}); fails when the selection leaves nothing to measure.
     */
    public static List<Contestant> contestants(Settings settings, BackendRegistry<ReadBackend> registry) {
        List<String> backends = settings.get(backends(registry));
        List<String> variants = settings.get(variants(registry));
        List<Contestant> contestants = new ArrayList<>();
        for (ReadBackend backend : registry.all()) {
            if (backends.contains(backend.name())) {
                OwnSettings own = OwnSettings.of(settings, backend.settings());
                backend.variants().stream().filter(v -> variants.contains(v.name())).forEach(v -> {
                    if (backend.descriptor().needs(BackendDescriptor.Need.DATABASE)) {
                        settings.get(DatabaseSettings.DATABASES).stream().filter(database -> v.kind().runsOn(database, settings.get(DatabaseSettings.STUDY_DATABASES)))
                                .forEach(database -> contestants.add(new Contestant(backend, v, database, own)));
                    } else {
                        contestants.add(new Contestant(backend, v, null, own));
                    }
                });
            }
        }
        if (contestants.isEmpty()) {
            throw new SettingsException("-Dbackends=" + String.join(",", backends) + " has none of -Dvariants=" + String.join(",", variants)
                    + studyOnly(settings) + ": nothing to measure; choose variants those backends have");
        }
        return contestants;
    }

    /** What the study databases left out, when they leave some of -Ddatabases without the SQL backends' paper variants. */
    private static String studyOnly(Settings settings) {
        List<String> databases = settings.get(DatabaseSettings.DATABASES);
        List<String> study = settings.get(DatabaseSettings.STUDY_DATABASES);
        return study.containsAll(databases) ? "" : " on -Ddatabases=" + String.join(",", databases) + " (the SQL backends' paper variants"
                + " run only on -DstudyDatabases=" + String.join(",", study) + ")";
    }
}
