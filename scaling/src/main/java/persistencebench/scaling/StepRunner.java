package persistencebench.scaling;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import persistencebench.harness.fork.ForkOutcome;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.result.Json;
import persistencebench.harness.resultformat.TopField;
import persistencebench.harness.settings.CommonSettings;

/**
 * Runs one step's program in a JVM of its own (its forks are that JVM's children, as under the main job), with the
 * step's settings, and reports what its result file says. A step whose program already finished is not run again; one
 * whose program was interrupted continues with {@code -Dresume}, as the program itself would.
 */
final class StepRunner {
    private final PrintStream out;

    StepRunner(PrintStream out) {
        this.out = out;
    }

    /**
     * The step's outcome: its program's finished result file, run now or kept from an interrupted study.
     *
     * @param earlierSeconds how long the step's program ran in the interrupted study, 0 when unknown
     */
    StepOutcome run(ScalingStep step, long earlierSeconds) {
        Path directory = Path.of(step.properties().get(CommonSettings.RESULTS.name()));
        Path latest = directory.resolve(step.benchmark() + "-latest.json");
        if (finished(latest)) {
            out.println("[scaling] " + step.name() + ": finished earlier, kept (" + latest.getFileName() + ")");
            return StepOutcome.of(step, latest, 0, earlierSeconds, true);
        }
        Map<String, String> properties = new LinkedHashMap<>(step.properties());
        if (interrupted(directory, step.benchmark())) {
            properties.put(CommonSettings.RESUME.name(), "true");
            out.println("[scaling] " + step.name() + ": continuing its interrupted run (-Dresume)");
        }
        long started = System.nanoTime();
        // the program's own orchestrator holds the dataset and the servers; its forked JVMs get the step's -Dheap
        ForkOutcome outcome = JvmFork.of(step.program()).label("scaling step " + step.name()).systemProperties(properties).run();
        long seconds = Math.round((System.nanoTime() - started) / 1e9);
        if (!Files.exists(latest)) {
            return StepOutcome.notRun(step, "its program ended with exit code " + outcome.exitCode() + " before writing a finished result file");
        }
        return StepOutcome.of(step, latest, outcome.exitCode(), seconds, false);
    }

    private static boolean finished(Path latest) {
        return Files.exists(latest) && read(latest).path(TopField.FINISHED.key()).asBoolean(false);
    }

    /** Whether the program left a result file of an unfinished run in {@code directory}. */
    private static boolean interrupted(Path directory, String benchmark) {
        if (!Files.isDirectory(directory)) {
            return false;
        }
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(file -> file.getFileName().toString())
                    .anyMatch(name -> name.startsWith(benchmark + "-") && name.endsWith(".json") && !name.equals(benchmark + "-latest.json"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + directory, e);
        }
    }

    static JsonNode read(Path file) {
        try {
            return Json.mapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** Whether a result file says every cell succeeded and the backends agreed. */
    static Optional<Boolean> verified(JsonNode file) {
        JsonNode ok = file.path(TopField.VERIFICATION.key()).path("ok");
        return ok.isBoolean() ? Optional.of(ok.asBoolean()) : Optional.empty();
    }
}
