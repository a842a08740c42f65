package persistencebench.write;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import persistencebench.generator.taxi.TaxiCsvGenerator;
import persistencebench.harness.plan.CellClass;
import persistencebench.harness.plan.ForkPlan;
import persistencebench.harness.plan.ForkPlans;
import persistencebench.harness.backend.Variant;
import persistencebench.harness.backend.VariantKind;
import persistencebench.harness.db.DatabaseSettings;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.write.plugin.WriteBackend;

/** The settings of the write benchmark ({@code -Dhelp} lists them); backend and variant choices come from the registry. */
public final class WriteSettings {
    public static final Setting<Long> ROWS = Setting.longValue("rows", TaxiCsvGenerator.DEFAULT_ROWS, 1, 1_000_000_000L,
            "trips in the generated CSV, 91 bytes each at most: one that would not fit on the disk of -Ddata is refused before"
                    + " it is begun (ignored with -Dcsv)");
    public static final Setting<Path> CSV = Setting.path("csv", null,
            "read this NYC TLC yellow-taxi CSV (plain or .gz) instead of generating one").outsideMeasurement();
    public static final Setting<String> BAD_ROWS = Setting.choice("badRows", "fail", List.of("fail", "skip"),
            "malformed CSV rows (unparsable, or holding a value some store or the trip digest cannot hold, as"
                    + " generator/.../taxi/TripRowParser states): stop with their file, line and column, or count and skip them;"
                    + " a CSV with no trip left, or a cut-short .gz, stops the run either way").outsideMeasurement();
    public static final Setting<List<String>> BACKENDS = Setting.subset("backends", WriteBackend.registry().names(),
            "what to measure; the load-only baseline (" + baselines() + ") reads and parses the CSV and stores nothing");
    /**
     * The study's approach and the expert's, by default; the steps between them are measured on request. A step is a
     * one-setting change that explains the distance between the two, not a configuration anyone would choose; what the
     * object graphs' steps cost is in {@code docs/method.md}, "Why the defaults are what they are".
     */
    public static final Setting<List<String>> VARIANTS = Setting.subset("variants", String.join(",", mainVariants()), storingVariants(),
            "paper = the study's approach with its bugs fixed, tuned = what the engine's experts do (the default: "
                    + String.join(",", mainVariants()) + "); steps between them, measured on request: " + steps()
                    + "; the load-only baseline runs whenever its backend is chosen");
    /**
     * Two warm-ups per fork, each on the slice ({@link #WARMUP_ROWS}): the first is the JVM's first run of the load
     * path and pays its compilation, so the {@link SamplePlan} predicts a sample's time from the second (from the first
     * it predicted Hibernate tuned at 60 s for a measured 43).
     */
    public static final Setting<Integer> WARMUPS = CommonSettings.warmups(2);
    /**
     * The forks the bundled fork plan gives a write cell (docs/method.md, "Forks where the noise is"): the units a cell's
     * interval is computed over, and rounds that interleave every cell as often.
     */
    public static final Setting<Integer> FORKS = CommonSettings.forks(ForkPlans.bundled().forks(CellClass.WRITE));
    /**
     * One sample per planned fork, where the sample budget allows (single-shot: docs/method.md, "Samples and forks
     * (defaults)"): a fork's second load started from the heap and the compiled paths its first one left and ran 20 to 45 %
     * faster, so it measured another quantity; a fork's first loads alone varied less between forks than forks' means did.
     */
    public static final Setting<Integer> ITERATIONS = CommonSettings.iterations(ForkPlans.bundled().forks(CellClass.WRITE));
    public static final Setting<Long> WARMUP_ROWS = Setting.longValue("warmupRows", 200_000, 0, 1_000_000_000L,
            "trips a warm-up stores: the first N of the CSV (written once to <data>/taxi/warmup/), into a store discarded"
                    + " like every warm-up's (enough for the JIT to compile the load path); 0 = the whole CSV, a warm-up as long as a sample");
    /** See {@link SamplePlan}: how many samples a write cell takes, decided from its first fork's warm-up. */
    public static final Setting<Integer> SAMPLE_BUDGET = Setting.intValue("sampleBudget", 60, 0, 86_400,
            "seconds: after its first fork, a cell takes as many samples as fit this budget at the time its warm-up predicts per"
                    + " sample (at most -Diterations; at least " + ForkPlan.MIN_FORKS + ", each in a fork of its own, where one sample fits"
                    + " the budget or the cell is one of the study's own); a cell whose one sample outlasts it, and that is not one of"
                    + " the study's own, is left out after its first fork's warm-ups (one fork has no interval), where -Diterations is"
                    + " at least " + ForkPlan.MIN_FORKS + "; 0 = every cell takes -Diterations");
    public static final Setting<Integer> LOOKUPS = Setting.intValue("lookups", 100_000, 0, 10_000_000,
            "point reads per read-back phase (uniform and zipfian ids) after the last sample of a cell's first fork, on a store that serves reads by trip id;"
                    + " 0 skips the read-back");
    public static final Setting<Integer> SINGLE_OPS = Setting.intValue("singleOps", 500, 0, 100_000,
            "operations per single-operation phase (insert, find by id, update, delete, then YCSB mixes A, B and C), run once per cell"
                    + " on the stored trips of a store that serves them, each write durable per -Ddurability; 0 skips them");

    /**
     * -Dquick: 20,000 generated rows, one measured iteration, no warm-up, 2,000 point reads per read-back phase, 50
     * operations per single-operation phase: every cell runs its whole path, and the job stays within minutes, where
     * most of a quick cell's time is its JVM, its engine's start and its proof.
     */
    static final Map<String, String> QUICK_VALUES = Map.of("rows", "20000", "iterations", "1", "warmups", "0", "lookups", "2000",
            "singleOps", "50");

    private WriteSettings() {
    }

    /** The program's settings, then the databases', then every backend's own ({@link WriteBackend#settings()}). */
    public static List<Setting<?>> all() {
        List<Setting<?>> all = new ArrayList<>(List.of(ROWS, CommonSettings.SEED, CSV, BAD_ROWS, BACKENDS, VARIANTS, DatabaseSettings.STUDY_DATABASES,
                ITERATIONS, WARMUPS, WARMUP_ROWS, FORKS, SAMPLE_BUDGET, CommonSettings.FORK_TIMEOUT, LOOKUPS, SINGLE_OPS, CommonSettings.DURABILITY, CommonSettings.QUICK,
                CommonSettings.DATA, CommonSettings.RESULTS, CommonSettings.RESUME, CommonSettings.JOB_STEPS));
        all.addAll(DatabaseSettings.all());
        all.addAll(WriteBackend.registry().settings());
        return List.copyOf(all);
    }

    private static String baselines() {
        return WriteBackend.registry().all().stream()
                .filter(backend -> backend.variants().stream().noneMatch(v -> v.strategy().shape().stores()))
                .map(WriteBackend::name).collect(Collectors.joining(", "));
    }

    /**
     * The names of the variants that store something, which {@code -Dvariants} chooses among; a load-only baseline is
     * not chosen, it runs whenever its backend does.
     */
    private static List<String> storingVariants() {
        return WriteBackend.registry().variantNames().stream().filter(name -> WriteBackend.registry().all().stream()
                .anyMatch(backend -> backend.variant(name).filter(variant -> variant.strategy().shape().stores()).isPresent())).toList();
    }

    /** Every storing variant name that is not a step in any backend: what the run measures unless {@code -Dvariants} says otherwise. */
    private static List<String> mainVariants() {
        return storingVariants().stream().filter(name -> WriteBackend.registry().all().stream()
                .noneMatch(backend -> backend.variant(name).map(Variant::kind).orElse(null) == VariantKind.STEP)).toList();
    }

    private static String steps() {
        return WriteBackend.registry().variantNames().stream().map(name -> {
            List<String> owners = WriteBackend.registry().all().stream()
                    .filter(backend -> backend.variant(name).map(Variant::kind).orElse(null) == VariantKind.STEP)
                    .map(WriteBackend::name).toList();
            return owners.isEmpty() ? null : name + " (" + String.join(", ", owners) + ")";
        }).filter(step -> step != null).collect(Collectors.joining(", "));
    }
}
