package persistencebench.scaling;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.DatabaseEngine;
import persistencebench.harness.db.DatabaseEngines;
import persistencebench.harness.db.DatabaseSettings;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.HeapSize;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.read.plugin.ReadBackend;

/**
 * The settings of {@link ScalingStudy}, listed by {@code -Dhelp}. The study's own say which sizes, trip counts and
 * heaps it runs; the rest it hands to every program it runs, under the same names ({@code docs/method.md}, "The
 * scaling study").
 */
final class ScalingSettings {
    static final String PROGRAM = "ScalingStudy";
    static final String PURPOSE = "the read and write cases across dataset sizes, and the object graphs in fixed heaps";

    private static final List<String> SIZE_NAMES = Arrays.stream(BookstoreSize.values()).map(BookstoreSize::label).toList();

    static final Setting<List<String>> CASES = Setting.subset("cases", List.of(Case.READ.label(), Case.WRITE.label(), Case.WALL.label()),
            "the study's parts: read (every read contestant at each -Dsizes), write (the tuned write cells at each -Dtrips),"
                    + " wall (the object graphs at each -DwallSizes in each -DwallHeaps)");
    static final Setting<List<String>> SIZES = Setting.subset("sizes", "small,medium,large", SIZE_NAMES,
            "bookstore sizes of the read part");
    static final Setting<String> TRIPS = Setting.text("trips", "500000,1000000,2821515,10000000",
            "trip counts of the write part, comma-separated, ascending");
    static final Setting<List<String>> WALL_SIZES = Setting.subset("wallSizes", "medium,large", SIZE_NAMES,
            "bookstore sizes of the memory wall");
    static final Setting<String> WALL_HEAPS = Setting.text("wallHeaps", "1g,2g,4g",
            "maximum heaps (-Xmx) of the memory wall's forked JVMs, comma-separated, ascending, e.g. 512m,1g; each " + HeapSize.BOUNDS);
    static final Setting<String> HEAP = Setting.heapSize("heap", "2g", "maximum heap (-Xmx) of the read part's forked JVMs");
    static final Setting<Integer> READ_FORKS = Setting.intValue("readForks", 2, 1, 100, "forks per hot read cell, and per contestant for the concurrent readers");
    static final Setting<Integer> READ_ITERATIONS = Setting.intValue("readIterations", 2, 1, 1000,
            "samples per read cell: fresh JVMs of a cold cell, samples over the forks of a hot one");
    static final Setting<Integer> READ_WARMUPS = Setting.intValue("readWarmups", 3, 0, 1000, "warm-ups per hot read fork");
    /** One fork by default, so a write point has no interval (rule 10): a published study takes two. */
    static final Setting<Integer> WRITE_FORKS = Setting.intValue("writeForks", 1, 1, 100, "forks per write cell").publishedAt("2");
    static final Setting<Integer> WRITE_ITERATIONS = Setting.intValue("writeIterations", 1, 1, 1000, "samples per write cell at most");
    static final Setting<Integer> SAMPLE_BUDGET = Setting.intValue("sampleBudget", 120, 0, 86_400,
            "seconds a write cell's samples may take (the write program's -DsampleBudget)");

    /**
     * The read and write parts' database engines: PostgreSQL by default, the study's database, so that the default
     * selection fits about an hour on two cores ({@code docs/method.md}, "The scaling study"); {@code all} measures every
     * engine at every size, for hours, and only that study is published (rule 9: every database).
     */
    static final Setting<List<String>> DATABASES = Setting.subset(DatabaseSettings.DATABASES.name(), PostgresEngine.NAME,
            DatabaseEngines.all().stream().map(DatabaseEngine::name).toList(),
            "the databases the SQL backends run on in the read and write parts, or all (every engine at every size: hours)")
            .publishedAt("all");
    /**
     * {@code -Dquick}: three small sizes and trip counts, the read part's tuned variants (the study's queries on the
     * medium bookstore are most of a quick read's time), and one heap small enough for the medium bookstore to meet it.
     */
    static final Map<String, String> QUICK_VALUES = Map.ofEntries(Map.entry("sizes", "tiny,small,medium"),
            Map.entry("trips", "20000,50000,100000"), Map.entry("wallSizes", "tiny,small,medium"), Map.entry("wallHeaps", "64m"),
            Map.entry("readVariants", "tuned"), Map.entry("readForks", "1"), Map.entry("readIterations", "1"),
            Map.entry("readWarmups", "1"), Map.entry("writeForks", "1"), Map.entry("writeIterations", "1"),
            Map.entry("sampleBudget", "0"));

    private ScalingSettings() {
    }

    /** {@code -DreadVariants}: the read part's variants, any variant a read backend has (the read program's {@code -Dvariants}). */
    static Setting<List<String>> readVariants(BackendRegistry<ReadBackend> registry) {
        return Setting.subset("readVariants", registry.variantNames(), "the read part's variants");
    }

    static List<Setting<?>> declared(BackendRegistry<ReadBackend> registry) {
        return List.of(CASES, SIZES, readVariants(registry), TRIPS, WALL_SIZES, WALL_HEAPS, HEAP, READ_FORKS, READ_ITERATIONS,
                READ_WARMUPS, WRITE_FORKS, WRITE_ITERATIONS, SAMPLE_BUDGET, DATABASES, CommonSettings.SEED, CommonSettings.QUICK,
                CommonSettings.RESUME, CommonSettings.DURABILITY, CommonSettings.FORK_TIMEOUT, CommonSettings.DATA, CommonSettings.RESULTS);
    }

    /** Parses and validates; throws {@link SettingsException} (exit code 2) naming the bad setting. */
    static Settings parse(Properties properties, BackendRegistry<ReadBackend> registry) {
        return parse(properties, System.getenv(), registry);
    }

    static Settings parse(Properties properties, Map<String, String> environment, BackendRegistry<ReadBackend> registry) {
        refuseServers(properties, environment);
        Properties filled = new Properties();
        filled.putAll(properties);
        String quick = properties.getProperty(CommonSettings.QUICK.name());
        if (quick != null && CommonSettings.QUICK.parse(quick)) {
            QUICK_VALUES.forEach(filled::putIfAbsent);
        }
        // Maven's scaling profile renders the white paper next, with the same properties
        Settings settings = Settings.parseBefore(List.of("whitepaper"), PROGRAM, declared(registry), filled);
        trips(settings);
        wallHeaps(settings);
        return settings;
    }

    /**
     * Refuses a database server the user names, by a setting or by its environment variable (which the steps' JVMs would
     * inherit): the study measures the engines it starts itself, alike at every size, so that its points compare.
     */
    private static void refuseServers(Properties properties, Map<String, String> environment) {
        String why = " the scaling study measures the database engines it starts itself, the same way at every size";
        for (Setting<?> server : DatabaseSettings.all()) {
            if (server == DatabaseSettings.DATABASES) {
                continue;
            }
            if (properties.getProperty(server.name()) != null) {
                throw new SettingsException("-D" + server.name() + " is not a setting of " + PROGRAM + ":" + why
                        + "; leave it out, or measure that server with the read or write program");
            }
            if (server.environmentVariable() != null && environment.get(server.environmentVariable()) != null) {
                throw new SettingsException("the environment variable " + server.environmentVariable() + " (-D" + server.name()
                        + ") is set, and the study's steps would use it:" + why + "; unset it for the study");
            }
        }
    }

    /** The trip counts, ascending. */
    static List<Long> trips(Settings settings) {
        List<Long> trips = new ArrayList<>();
        for (String part : settings.get(TRIPS).split(",")) {
            try {
                trips.add(Long.parseLong(part.trim()));
            } catch (NumberFormatException e) {
                throw new SettingsException("invalid value -D" + TRIPS.name() + "=" + settings.get(TRIPS) + ": \"" + part.trim()
                        + "\" is not a whole number of trips; give counts such as 500000,1000000");
            }
        }
        requireAscending(TRIPS, settings.get(TRIPS), trips.stream().map(Long::doubleValue).toList());
        if (trips.get(0) < 1) {
            throw new SettingsException("invalid value -D" + TRIPS.name() + "=" + settings.get(TRIPS) + ": a count must be at least 1");
        }
        return trips;
    }

    /** The memory wall's heaps, ascending, as -Xmx takes them. */
    static List<String> wallHeaps(Settings settings) {
        List<String> heaps = Arrays.stream(settings.get(WALL_HEAPS).split(",")).map(String::trim).toList();
        requireAscending(WALL_HEAPS, settings.get(WALL_HEAPS),
                heaps.stream().map(heap -> (double) HeapSize.checked(WALL_HEAPS.name(), settings.get(WALL_HEAPS), heap)).toList());
        return heaps;
    }

    private static void requireAscending(Setting<?> setting, String text, List<Double> values) {
        for (int i = 1; i < values.size(); i++) {
            if (values.get(i) <= values.get(i - 1)) {
                throw new SettingsException("invalid value -D" + setting.name() + "=" + text + ": the values must be ascending and distinct");
            }
        }
    }
}
