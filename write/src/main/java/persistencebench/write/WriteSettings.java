package persistencebench.write;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import persistencebench.generator.taxi.TaxiCsvGenerator;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;

/** The settings of the write benchmark ({@code -Dhelp} lists them). */
public final class WriteSettings {
    public static final Setting<Long> ROWS = Setting.longValue("rows", TaxiCsvGenerator.DEFAULT_ROWS, 1, 1_000_000_000L,
            "trips in the generated CSV (ignored with -Dcsv)");
    public static final Setting<Path> CSV = Setting.path("csv", null,
            "read this NYC TLC yellow-taxi CSV (plain or .gz) instead of generating one");
    public static final Setting<String> BAD_ROWS = Setting.choice("badRows", "fail", List.of("fail", "skip"),
            "malformed CSV rows: stop with their file, line and column, or count and skip them");
    public static final Setting<List<String>> BACKENDS = Setting.subset("backends", backendChoices(),
            "what to measure; csv is the load-only baseline (read + parse, nothing stored)");
    public static final Setting<List<String>> VARIANTS = Setting.subset("variants", WriteBackends.variantNames(),
            "variants: paper = as the white paper did it (bugs fixed), tuned = as an expert would; extra steps:"
                    + " rewrite = jdbc batches with reWriteBatchedInserts, streamed = microstream/eclipsestore tuned without the trip type handler");
    public static final Setting<String> CHANNELS = Setting.text("channels", "auto",
            "MicroStream/EclipseStore storage channels: auto (the paper's highestOneBit(cpus - 1), at least 1),"
                    + " a power of two, or a comma list such as 1,2,4 for a sweep");

    /** -Dquick: 50,000 generated rows, one measured iteration, no warm-up. */
    static final Map<String, String> QUICK_VALUES = Map.of("rows", "50000", "iterations", "1", "warmups", "0");

    private WriteSettings() {
    }

    public static List<Setting<?>> all() {
        List<Setting<?>> all = new ArrayList<>(List.of(ROWS, CommonSettings.SEED, CSV, BAD_ROWS, BACKENDS, VARIANTS,
                CommonSettings.ITERATIONS, CommonSettings.WARMUPS, CommonSettings.QUICK, CHANNELS, CommonSettings.DATA, CommonSettings.RESULTS));
        all.addAll(CommonSettings.database());
        return List.copyOf(all);
    }

    private static List<String> backendChoices() {
        List<String> choices = new ArrayList<>();
        choices.add(CellSpec.LOAD_ONLY_BACKEND);
        choices.addAll(WriteBackends.names());
        return List.copyOf(choices);
    }
}
