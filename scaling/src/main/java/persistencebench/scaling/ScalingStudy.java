package persistencebench.scaling;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.cli.Program;
import persistencebench.harness.cli.RunLock;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.fork.PinnedClassPath;
import persistencebench.harness.result.CodeVersion;
import persistencebench.harness.result.EnvironmentCapture;
import persistencebench.harness.result.Json;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.read.plugin.ReadBackend;

/**
 * The scaling study: {@code ./mvnw verify -Pscaling} ({@code -Dhelp} lists the settings). Runs the read program at
 * each bookstore size, the write program at each trip count and the read program's object graphs in each fixed heap,
 * one program at a time, each with its own result file, then gathers them into {@code results/scaling-latest.json}
 * ({@code docs/method.md}, "The scaling study"). Exits 0 when every step was measured and verified (a wall step's
 * failures are its finding, not the study's), 1 otherwise, 2 for invalid settings.
 */
public final class ScalingStudy {
    private final Settings settings;
    private final BackendRegistry<ReadBackend> readBackends;
    private final PrintStream out;

    private ScalingStudy(Settings settings, BackendRegistry<ReadBackend> readBackends, PrintStream out) {
        this.settings = settings;
        this.readBackends = readBackends;
        this.out = out;
    }

    public static void main(String[] args) {
        PinnedClassPath.runPinned(ScalingStudy.class, args, () -> Program.run(ScalingSettings.PROGRAM, () -> {
            if (Settings.helpRequested(System.getProperties())) {
                System.out.print(Settings.help(System.getProperties(), ScalingSettings.PROGRAM, ScalingSettings.PURPOSE,
                        ScalingSettings.declared(BackendRegistry.load(ReadBackend.class)), ScalingSettings.QUICK_VALUES));
                return 0;
            }
            return run(System.getProperties(), System.out);
        }));
    }

    /** Runs the study with {@code properties} as its settings; returns 0, or throws {@link FatalError}. */
    static int run(Properties properties, PrintStream out) {
        BackendRegistry<ReadBackend> readBackends = BackendRegistry.load(ReadBackend.class);
        Settings settings = ScalingSettings.parse(properties, readBackends);
        RunLock lock = RunLock.acquire(ScalingSettings.PROGRAM, Map.of(CommonSettings.RESULTS.name(), settings.get(CommonSettings.RESULTS)));
        try {
            PinnedClassPath.pin();
            return new ScalingStudy(settings, readBackends, out).run();
        } finally {
            lock.close();
        }
    }

    private int run() {
        Path results = settings.get(CommonSettings.RESULTS).toAbsolutePath();
        StudyFile study = open(results);
        List<ScalingStep> steps = ScalingPlan.of(settings, study.stepResults(), readBackends);
        out.println("[scaling] " + steps.size() + " steps, results in " + study.file());
        StepProgress progress = new StepProgress(steps, out);
        DiskCheck disk = new DiskCheck(settings.get(CommonSettings.DATA));
        StepRunner runner = new StepRunner(out);
        List<StepOutcome> outcomes = new ArrayList<>();
        for (ScalingStep step : steps) {
            disk.beforeStep(step);
            progress.starting(step);
            StepOutcome outcome = runner.run(step, study.earlierSeconds(step));
            disk.afterStep(step);
            study.step(outcome);
            outcomes.add(outcome);
            progress.finished(step, outcome);
        }
        List<ObjectNode> points = new ArrayList<>();
        outcomes.forEach(outcome -> points.addAll(StepPoints.of(outcome)));
        List<ObjectNode> wall = settings.get(ScalingSettings.CASES).contains(Case.WALL.label())
                ? MemoryWall.of(points, ScalingSettings.wallHeaps(settings), settings.get(ScalingSettings.WALL_SIZES),
                ScalingPlan.objectGraphs(readBackends)) : List.of();
        study.finish(points, wall);
        out.print(StudySummary.render(outcomes, wall));
        out.println("[scaling] wrote " + study.file() + " and scaling-latest.json");
        // a wall step fails where the heap runs out: that is its finding; not running, or failing otherwise, is not
        List<String> unmeasured = new ArrayList<>(outcomes.stream()
                .filter(o -> o.step().kind() != Case.WALL ? !o.outcome().equals(StepOutcome.MEASURED) : o.outcome().equals(StepOutcome.NOT_RUN))
                .map(o -> o.step().name() + ": " + o.reason()).toList());
        unmeasured.addAll(MemoryWall.otherFailures(points));
        if (!unmeasured.isEmpty()) {
            throw new FatalError(unmeasured.size() + " step(s) or wall cell(s) not measured and verified: " + String.join("; ", unmeasured));
        }
        return 0;
    }

    /** A new study, or with {@code -Dresume} the interrupted one, whose settings must be these. */
    private StudyFile open(Path results) {
        Map<String, Object> environment = EnvironmentCapture.capture(settings, DatabaseServers.none().running(), Map.of());
        if (!settings.get(CommonSettings.RESUME)) {
            return StudyFile.start(results, environment, draftReasons());
        }
        Optional<StudyFile> interrupted = StudyFile.interrupted(results);
        if (interrupted.isEmpty()) {
            throw new FatalError("-Dresume: no interrupted scaling study in " + results + "; run without -Dresume to start one");
        }
        JsonNode code = interrupted.get().environment().path(EnvironmentField.CODE.key()).path(CodeVersion.INPUTS_DIGEST);
        Object inputs = environment.get(EnvironmentField.CODE.key()) instanceof Map<?, ?> now ? now.get(CodeVersion.INPUTS_DIGEST) : null;
        if (!code.isMissingNode() && !code.asText().equals(String.valueOf(inputs))) {
            throw new FatalError("-Dresume: the interrupted study " + interrupted.get().file().getFileName() + " was measured by other code"
                    + " (build inputs " + code.asText() + ", now " + inputs + "); a study combines steps of one build only: start a new"
                    + " study without -Dresume");
        }
        JsonNode before = interrupted.get().settings();
        JsonNode now = Json.mapper().valueToTree(environment.get(EnvironmentField.SETTINGS.key()));
        List<String> differ = new ArrayList<>();
        now.fieldNames().forEachRemaining(name -> {
            if (!CommonSettings.drivingSettings().contains(name) && !now.path(name).equals(before.path(name))) {
                differ.add("-D" + name + "=" + now.path(name).asText() + " (interrupted study: " + before.path(name).asText() + ")");
            }
        });
        if (!differ.isEmpty()) {
            throw new FatalError("-Dresume: the interrupted study " + interrupted.get().file().getFileName() + " ran with other settings: "
                    + String.join(", ", differ) + "; resume with its settings or start a new study without -Dresume");
        }
        out.println("[scaling] resuming " + interrupted.get().file().getFileName());
        return interrupted.get();
    }

    private List<String> draftReasons() {
        List<String> reasons = new ArrayList<>();
        if (settings.get(CommonSettings.QUICK)) {
            reasons.add("run with -Dquick: small sizes and one sample per cell, a check of the pipeline");
        }
        CommonSettings.unpublishedSettings(settings).ifPresent(reasons::add);
        return reasons;
    }
}
