package persistencebench.harness.plan;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.console.JobProgress;
import persistencebench.harness.files.AtomicFile;
import persistencebench.harness.result.Json;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.resultformat.TopField;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;

/**
 * Measures the fork plan's inputs in a full main job and writes them where the build bundles them
 * (docs/running.md, "The fork plan"): {@code ./mvnw -q -pl harness exec:java
 * -Dexec.mainClass=persistencebench.harness.plan.PlanInputsProgram [-Dresults=DIR] [-Dout=FILE]}. Refuses a quick job, an
 * unfinished run and write and read runs of different commits, each in one line (exit 2).
 */
public final class PlanInputsProgram {
    static final String PROGRAM = "PlanInputsProgram";
    static final Setting<Path> OUT = Setting.path("out", "harness/src/main/resources/persistencebench/harness/plan/" + ForkPlans.RESOURCE,
            "where the inputs are written (the bundled resource of a checkout, from its root)");
    private static final List<String> STEPS = List.of("write", "read");
    /** How the read step names a contestant's hot fork that also measured its concurrent readers, after its label. */
    public static final String HOT_WITH_READERS = "hot and concurrentReads";

    private PlanInputsProgram() {
    }

    public static void main(String[] args) {
        Program.run(PROGRAM, () -> run(System.getProperties(), System.out));
    }

    static int run(Properties properties, PrintStream out) throws IOException {
        Settings settings = Settings.parse(PROGRAM, List.of(CommonSettings.RESULTS, OUT), properties);
        Path results = settings.get(CommonSettings.RESULTS);
        List<Map<String, Object>> cells = new ArrayList<>();
        Map<String, Object> source = new LinkedHashMap<>();
        List<String> files = new ArrayList<>();
        Map<CellClass, Double> unitSeconds = new EnumMap<>(CellClass.class);
        Map<String, Map<String, Double>> paces = JobProgress.lastFullUnitSeconds(results);
        for (String step : STEPS) {
            Path file = results.resolve(step + "-latest.json");
            Map<String, Object> run = read(file);
            check(file, run, source);
            files.add(step + " " + run.get(TopField.STARTED_AT.key()));
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> runCells = (List<Map<String, Object>>) run.get(TopField.RESULTS.key());
            cells.addAll(runCells);
            // a resumed step leaves the ledger's paces of an earlier run: only an uninterrupted run's are this run's
            if (!(run.get(TopField.INTERRUPTIONS.key()) instanceof List<?> interruptions && !interruptions.isEmpty())) {
                classPaces(paces.getOrDefault(step, Map.of())).forEach(unitSeconds::put);
            }
        }
        source.put("runs", files);
        PlanInputs inputs;
        try {
            inputs = PlanInputs.measure(cells, unitSeconds, source);
        } catch (IllegalArgumentException e) {
            throw new FatalError("cannot plan from " + results + ": " + e.getMessage(), 2, e);
        }
        Path target = settings.get(OUT);
        Files.createDirectories(target.toAbsolutePath().getParent());
        AtomicFile.replace(target, file -> Json.mapper().writerWithDefaultPrettyPrinter().writeValue(file.toFile(), inputs.asMap()));
        ForkPlans plans = ForkPlans.forPrograms(inputs);
        out.println("fork plan inputs from " + results + " written to " + target + ":");
        for (CellClass cellClass : CellClass.values()) {
            PlanInputs.Measured measured = inputs.classes().get(cellClass);
            out.println("  " + cellClass.label() + ": " + (measured == null ? "not shown by the run (the floor of " + ForkPlan.MIN_FORKS
                    + " forks)" : plans.asMap().get("classes") instanceof Map<?, ?> classes ? classes.get(cellClass.key()) : ""));
        }
        return 0;
    }

    private static Map<String, Object> read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new FatalError(file + " does not exist: run the full main job (./mvnw verify -Pmain-job) first, or name its folder"
                    + " with -Dresults", 2, null);
        }
        return Json.mapper().readValue(file.toFile(), new TypeReference<LinkedHashMap<String, Object>>() { });
    }

    /** Refuses what no plan may come from, and records the job's commit and machine once, from the first file. */
    @SuppressWarnings("unchecked")
    private static void check(Path file, Map<String, Object> run, Map<String, Object> source) {
        if (!Boolean.TRUE.equals(run.get(TopField.FINISHED.key()))) {
            throw new FatalError(file + " is an unfinished run: finish it with -Dresume first", 2, null);
        }
        Map<String, Object> environment = (Map<String, Object>) run.getOrDefault(TopField.ENVIRONMENT.key(), Map.of());
        Map<String, Object> settings = (Map<String, Object>) environment.getOrDefault(EnvironmentField.SETTINGS.key(), Map.of());
        if (Boolean.parseBoolean(String.valueOf(settings.get(CommonSettings.QUICK.name())))) {
            throw new FatalError(file + " is a quick run (-Dquick): the plan needs a full job's forks", 2, null);
        }
        Object code = environment.get(EnvironmentField.CODE.key());
        Object commit = code instanceof Map<?, ?> map ? map.get("commit") : null;
        if (source.isEmpty()) {
            source.put("commit", commit);
            source.put("cpus", environment.get(EnvironmentField.CPUS.key()));
            source.put("cpuModel", environment.get(EnvironmentField.CPU_MODEL.key()));
            source.put("finishedAt", run.get(TopField.FINISHED_AT.key()));
        } else if (!Optional.ofNullable(commit).equals(Optional.ofNullable(source.get("commit")))) {
            throw new FatalError(file + " was measured at commit " + commit + ", the write run at " + source.get("commit")
                    + ": a plan comes from one job", 2, null);
        } else {
            source.put("finishedAt", run.get(TopField.FINISHED_AT.key()));
        }
    }

    /**
     * The mean seconds of a fork of each class, the median over its kinds of unit: the job's progress names a write
     * cell's unit after its phase ({@code … store}) and a read contestant's after what its forks measure ({@code … hot},
     * {@code … cold}; {@code … concurrentReads} in jobs before the readers ran in hot forks); a hot fork that also ran
     * the readers ({@value #HOT_WITH_READERS}) counts for neither class, unless no hot fork ran without them: then
     * its time is the hot class's, an upper bound.
     */
    private static Map<CellClass, Double> classPaces(Map<String, Double> kinds) {
        Map<CellClass, List<Double>> byClass = new EnumMap<>(CellClass.class);
        kinds.forEach((kind, seconds) -> unitClass(kind).ifPresent(c -> byClass.computeIfAbsent(c, k -> new ArrayList<>()).add(seconds)));
        if (!byClass.containsKey(CellClass.HOT)) {
            // every hot fork also ran readers (-Dvariants=tuned, say): their time, readers included, is an upper bound
            kinds.forEach((kind, seconds) -> {
                if (kind.endsWith(" " + HOT_WITH_READERS)) {
                    byClass.computeIfAbsent(CellClass.HOT, k -> new ArrayList<>()).add(seconds);
                }
            });
        }
        Map<CellClass, Double> paces = new EnumMap<>(CellClass.class);
        byClass.forEach((cellClass, seconds) -> paces.put(cellClass, seconds.stream().sorted().toList().get(seconds.size() / 2)));
        return paces;
    }

    private static Optional<CellClass> unitClass(String kind) {
        if (kind.endsWith(" " + HOT_WITH_READERS)) {
            // a hot fork that also ran the readers: its time is neither class's alone
            return Optional.empty();
        }
        if (kind.endsWith(" concurrentReads")) {
            return Optional.of(CellClass.CONCURRENT);
        }
        if (kind.endsWith(" hot")) {
            return Optional.of(CellClass.HOT);
        }
        if (kind.endsWith(" cold")) {
            return Optional.of(CellClass.COLD);
        }
        return kind.startsWith("write ") && (kind.endsWith(" store") || kind.contains(" store ")) ? Optional.of(CellClass.WRITE) : Optional.empty();
    }
}
