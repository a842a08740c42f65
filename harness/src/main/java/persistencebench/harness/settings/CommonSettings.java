package persistencebench.harness.settings;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import persistencebench.harness.durability.Durability;

/** Settings every benchmark program shares: where data and results live, the database, seed and iteration counts. */
public final class CommonSettings {
    public static final Setting<Path> DATA = Setting.directory("data", "data",
            "directory for cached datasets, storages and the embedded PostgreSQL data directory").outsideMeasurement();
    public static final Setting<Path> RESULTS = Setting.directory("results", "results",
            "directory for result files (<kind>-<timestamp>.json and <kind>-latest.json)").outsideMeasurement();
    /**
     * The default seed is 20 because its medium bookstore has the paper's size (45 shops, 5,181 customers,
     * 213,370 purchases against 43 / 5,348 / 200,779); seed 42, for one, draws twice that. The seed only
     * decides which dataset every backend gets, never which backend wins.
     */
    public static final Setting<Long> SEED = Setting.longValue("seed", 20, Long.MIN_VALUE, Long.MAX_VALUE,
            "seed of the generated datasets and of the read-case query parameters (20: a medium bookstore of the paper's size)");
    public static final Setting<String> DURABILITY = Setting.choice("durability", Durability.DISK.label(),
            Arrays.stream(Durability.values()).map(Durability::label).toList(),
            "disk: " + Durability.DISK.meaning() + "; os: " + Durability.OS.meaning());
    /** Outside the measurement itself: what it changes shows as the settings it fills in, each named when unpublished. */
    public static final Setting<Boolean> QUICK = Setting.flag("quick",
            "run the same pipeline at small scale (a quick end-to-end check; settings given explicitly still win)").outsideMeasurement();
    /** Outside the measurement: which cells a run measures is the same either way ({@code docs/method.md}, "Interrupted runs"). */
    public static final Setting<Boolean> RESUME = Setting.flag("resume",
            "continue the newest interrupted run of this program (same code, settings and machine), measuring only the forks it had not"
                    + " finished; when it finished, measure nothing").outsideMeasurement();
    /**
     * A hung fork (a deadlock, a server that stopped answering, a stopped process) must not stall the job: 60 minutes is
     * ten times the longest full-scale write fork on 2 cores (about 6 minutes) and more than four times the longest hot
     * fork of a medium read with its concurrent readers (their fork of their own took up to 9); each case gives a fork
     * that plans more work more time.
     */
    public static final Setting<Integer> FORK_TIMEOUT = Setting.intValue("forkTimeout", 60, 1, 100_000,
            "minutes a forked JVM may run at least before it is stopped as hung (with the processes it started), its cell failed"
                    + " 'timed out after N s' and retried once; a fork planning more work gets more (write: a second per 2,000 trips"
                    + " its warm-ups and samples store; read: this times the bookstore's size over medium's)").outsideMeasurement();
    /**
     * Measures: a server the run neither starts nor restarts (cold cells are only {@code jvm-cold}), with its own
     * settings and perhaps a network between, gives figures other than the published ones.
     */
    public static final Setting<String> JDBC_URL = Setting.connectionString("jdbc.url", null,
            "use this PostgreSQL server instead of the embedded one, e.g. jdbc:postgresql://localhost:5432/postgres: version 13 or"
                    + " newer, one server or a cluster's primary, whose user may create and drop databases and run CHECKPOINT"
                    + " (docs/databases.md)");
    public static final Setting<String> JDBC_USER = Setting.text("jdbc.user", "postgres",
            "user for -Djdbc.url").outsideMeasurement();
    public static final Setting<String> JDBC_PASSWORD = Setting.secretText("jdbc.password", "postgres",
            "password for -Djdbc.url").outsideMeasurement();

    /** Set by the main-job profile ({@code harness.console}'s {@code JobProgress}); a user running one program leaves it unset. */
    public static final Setting<String> JOB_STEPS = Setting.text("job.steps", null,
            "set by the main-job profile: the programs of the whole job in order, for one progress line with the job's ETA").outsideMeasurement();

    private CommonSettings() {
    }

    /**
     * The settings that say how a run is driven, not what it measures nor where its data lives: a resumed run may give
     * them other values ({@code docs/method.md}, "Interrupted runs"); every other setting must be the interrupted run's.
     */
    public static Set<String> drivingSettings() {
        return Set.of(RESUME.name(), FORK_TIMEOUT.name(), RESULTS.name(), JOB_STEPS.name());
    }

    /** The least time limit of every forked JVM ({@link #FORK_TIMEOUT}). */
    public static Duration forkTimeout(Settings settings) {
        return Duration.ofMinutes(settings.get(FORK_TIMEOUT));
    }

    /** Measured iterations per cell, with a program's own default. */
    public static Setting<Integer> iterations(int def) {
        return Setting.intValue("iterations", def, 1, 1000, "measured iterations per cell");
    }

    /** Warm-up iterations per cell, with a program's own default. */
    public static Setting<Integer> warmups(int def) {
        return Setting.intValue("warmups", def, 0, 1000, "warm-up iterations per cell, run first and discarded");
    }

    /**
     * Forked JVMs per cell: the measured samples are split over this many forks, run in rounds interleaved across
     * backends, so a JIT profile or a noisy minute shows up as spread instead of as one backend's number.
     */
    public static Setting<Integer> forks(int def) {
        return Setting.intValue("forks", def, 1, 100,
                "forked JVMs per cell; samples are split over them and rounds interleave the backends (at most one fork per measured sample)");
    }

    /**
     * The draft reason of a run whose measurement settings or selection are not the published ones (fairness rule 9),
     * naming each setting; empty when they all are. Published figures come only from a positive check: every setting
     * that changes what is measured at the value a published run has.
     */
    public static Optional<String> unpublishedSettings(Settings settings) {
        List<String> differing = settings.unpublishedSettings();
        return differing.isEmpty() ? Optional.empty()
                : Optional.of("measured with settings other than the published ones: " + String.join(", ", differing));
    }

    /** The run's durability class. */
    public static Durability durability(Settings settings) {
        return Durability.parse(settings.get(DURABILITY));
    }

    /**
     * What the full main job measures beyond a program's own defaults: the SQL backends on every database engine. A
     * quick job keeps PostgreSQL, the study's engine, so that it stays within minutes ({@code -Ddatabases=all} adds the
     * others); a program run on its own keeps its defaults.
     */
    static final Map<String, String> FULL_JOB_VALUES = Map.of("databases", "all");

    /**
     * The properties a program should parse: with {@code -Dquick} the program's small-scale values, in the full main job
     * (the programs get {@code job.steps}) {@link #FULL_JOB_VALUES}, each filled in only where the user gave no value of
     * their own; otherwise unchanged.
     */
    public static Properties withJobDefaults(Properties properties, Map<String, String> quickValues) {
        String quickFlag = properties.getProperty(QUICK.name());
        boolean quick = quickFlag != null && QUICK.parse(quickFlag);
        String steps = properties.getProperty(JOB_STEPS.name());
        boolean fullJob = !quick && steps != null && !steps.isBlank();
        if (!quick && !fullJob) {
            return properties;
        }
        Properties filled = new Properties();
        filled.putAll(properties);
        (quick ? quickValues : FULL_JOB_VALUES).forEach(filled::putIfAbsent);
        return filled;
    }

    /** The database settings, for programs that use PostgreSQL. */
    public static List<Setting<?>> database() {
        return List.of(JDBC_URL, JDBC_USER, JDBC_PASSWORD);
    }
}
