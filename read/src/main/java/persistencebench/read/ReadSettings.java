package persistencebench.read;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;
import persistencebench.model.bookstore.BookstoreSize;

/** The settings of {@link ReadBenchmark}, all system properties, listed by {@code -Dhelp}. */
public final class ReadSettings {
    public static final String PROGRAM = "ReadBenchmark";
    public static final String PURPOSE = "the read case: customers paged and purchases of foreigners, cold and hot,"
            + " on MicroStream, EclipseStore, JDBC and Hibernate over the same bookstore dataset";

    public static final Setting<String> SIZE = Setting.choice("size", "medium",
            Arrays.stream(BookstoreSize.values()).map(BookstoreSize::label).toList(), "bookstore dataset size");
    public static final Setting<List<String>> BACKENDS = Setting.subset("backends", Backends.names(), "backends to measure");
    public static final Setting<List<String>> VARIANTS = Setting.subset("variants", Variant.labels(),
            "variants to measure: paper = as the study did (bugs fixed), tuned = as an expert would");
    public static final Setting<String> HEAP = Setting.text("heap", "2g", "maximum heap (-Xmx) of each forked JVM, e.g. 2g or 4096m");
    /** Hot figures need the JIT settled: Hibernate and JDBC take about ten runs; cold cells ignore warm-ups. */
    public static final Setting<Integer> WARMUPS = CommonSettings.warmups(10);
    public static final Setting<Integer> ITERATIONS = CommonSettings.iterations(5);
    /** -Dquick: the tiny bookstore, two samples, one warm-up. */
    static final Map<String, String> QUICK_VALUES = Map.of("size", "tiny", "iterations", "2", "warmups", "1");
    private static final Pattern HEAP_SIZE = Pattern.compile("\\d+[kKmMgG]");

    private ReadSettings() {
    }

    public static List<Setting<?>> declared() {
        List<Setting<?>> all = new ArrayList<>(List.of(SIZE, CommonSettings.SEED, BACKENDS, VARIANTS, ITERATIONS,
                WARMUPS, CommonSettings.QUICK, HEAP, CommonSettings.DATA, CommonSettings.RESULTS));
        all.addAll(CommonSettings.database());
        return all;
    }

    /** Parses and validates; throws {@link SettingsException} (exit code 2) naming the bad setting. */
    public static Settings parse(java.util.Properties properties) {
        Settings settings = Settings.parse(PROGRAM, declared(), CommonSettings.withQuickDefaults(properties, QUICK_VALUES));
        String heap = settings.get(HEAP);
        if (!HEAP_SIZE.matcher(heap).matches()) {
            throw new SettingsException("invalid value -D" + HEAP.name() + "=" + heap + ": expected a size such as 2g or 4096m");
        }
        return settings;
    }

    public static BookstoreSize size(Settings settings) {
        return BookstoreSize.parse(settings.get(SIZE));
    }

    public static List<Variant> variants(Settings settings) {
        return settings.get(VARIANTS).stream().map(Variant::of).toList();
    }
}
