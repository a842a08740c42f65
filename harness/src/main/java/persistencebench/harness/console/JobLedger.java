package persistencebench.harness.console;

import com.fasterxml.jackson.core.type.TypeReference;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.result.Json;

/**
 * What the main job's steps (separate programs, run one after another by Maven) know of each other, kept in
 * {@code <results>/main-job.json}: when the current job started, how long each of its finished steps took, and how
 * long every step took in the last job that ran to the end, per mode ({@code quick} or {@code full}), which is what
 * an ETA for the steps still to come can rest on; and the mean time of each kind of unit in the last finished run of
 * each step, for the kinds a step has not reached yet. Written whole and moved into place, so a reader never sees half.
 */
final class JobLedger {
    static final String FILE = "main-job.json";
    static final String REFERENCE = "reference-main-job.json";
    /** Set in the current job once a step of it was resumed. */
    private static final String RESUMED = "resumed";

    private final Path file;
    private final Map<String, Object> state;

    private JobLedger(Path file, Map<String, Object> state) {
        this.file = file;
        this.state = state;
    }

    /**
     * The paces of the reference machine, bundled with the program ({@value #REFERENCE}: a complete job of each mode on
     * the machine the README's times come from, which it names under {@code machine}): what an ETA falls back on for
     * what this machine has not timed yet, so a first job's ETA is an estimate, not a bound. Empty if the resource is
     * missing or unreadable.
     */
    static JobLedger reference() {
        try (InputStream in = JobLedger.class.getResourceAsStream(REFERENCE)) {
            return in == null ? none() : read(in);
        } catch (IOException e) {
            return none();
        }
    }

    /** A ledger read from {@code in} (a ledger file's JSON), not kept anywhere. */
    static JobLedger read(InputStream in) throws IOException {
        return new JobLedger(null, parse(in));
    }

    private static Map<String, Object> parse(InputStream in) throws IOException {
        return Json.mapper().readValue(in, new TypeReference<LinkedHashMap<String, Object>>() { });
    }

    /** A ledger that knows nothing, e.g. no reference machine. */
    static JobLedger none() {
        return new JobLedger(null, new LinkedHashMap<>());
    }

    /** What the reference machine was, as its ledger says ({@code machine}), or null. */
    String machine() {
        return state.get("machine") instanceof String machine ? machine : null;
    }

    /** The ledger in {@code results}, empty when there is none yet or it cannot be read (it only feeds an estimate). */
    static JobLedger in(Path results) {
        Path file = results.resolve(FILE);
        Map<String, Object> state = new LinkedHashMap<>();
        if (Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                state = parse(in);
            } catch (IOException e) {
                state = new LinkedHashMap<>();
            }
        }
        return new JobLedger(file, state);
    }

    /**
     * Joins the current job at {@code step}, or begins a new one at {@code nowMillis} when {@code step} is the first of
     * {@code steps}, or when the recorded job is of another mode or lacks a step before this one (it was stopped).
     *
     * @param mode the job's mode, or null for a step that cannot tell: it takes the recorded job's ({@code full} if none)
     */
    void join(List<String> steps, String step, String mode, long nowMillis) {
        Map<String, Double> finished = finishedSteps();
        boolean continues = (mode == null || mode.equals(state.get("mode"))) && state.get("startedEpochMillis") instanceof Number
                && steps.subList(0, steps.indexOf(step)).stream().allMatch(finished::containsKey)
                && steps.indexOf(step) > 0;
        if (!continues) {
            state.put("mode", mode != null ? mode : state.get("mode") instanceof String recorded ? recorded : JobProgress.FULL);
            state.put("startedEpochMillis", nowMillis);
            state.put("finishedSteps", new LinkedHashMap<String, Double>());
            state.remove(RESUMED);
        }
    }

    /** The current job's mode, {@code quick} or {@code full}. */
    String mode() {
        return (String) state.get("mode");
    }

    long startedEpochMillis() {
        return ((Number) state.get("startedEpochMillis")).longValue();
    }

    /** Seconds {@code step} took in the last complete job of {@code mode}, or null when none is recorded. */
    Double lastCompleteSeconds(String mode, String step) {
        Object modes = state.get("lastComplete");
        if (modes instanceof Map<?, ?> byMode && byMode.get(mode) instanceof Map<?, ?> bySteps
                && bySteps.get(step) instanceof Number seconds) {
            return seconds.doubleValue();
        }
        return null;
    }

    /** Whether a job of {@code mode} has run to the end with this ledger. */
    boolean hasCompleteJob(String mode) {
        return state.get("lastComplete") instanceof Map<?, ?> byMode && byMode.containsKey(mode);
    }

    /** Mean seconds of a unit of {@code kind} in the last finished {@code step} of {@code mode}, or null when none is recorded. */
    Double lastUnitSeconds(String mode, String step, String kind) {
        return unitSeconds(mode).getOrDefault(step, Map.of()).get(kind);
    }

    /** Every step's mean unit seconds by kind in the last finished run of that step of {@code mode}. */
    Map<String, Map<String, Double>> unitSeconds(String mode) {
        Map<String, Map<String, Double>> steps = new LinkedHashMap<>();
        if (state.get("lastUnitSeconds") instanceof Map<?, ?> byMode && byMode.get(mode) instanceof Map<?, ?> bySteps) {
            bySteps.forEach((step, kinds) -> {
                Map<String, Double> seconds = new LinkedHashMap<>();
                if (kinds instanceof Map<?, ?> byKind) {
                    byKind.forEach((kind, value) -> {
                        if (value instanceof Number number) {
                            seconds.put(String.valueOf(kind), number.doubleValue());
                        }
                    });
                }
                steps.put(String.valueOf(step), seconds);
            });
        }
        return steps;
    }

    /**
     * Records that {@code step} took {@code seconds}, its units of each kind {@code unitSeconds} on average; after the
     * job's last step, the job becomes the last complete one, unless a step of it was resumed.
     *
     * @param whole false for a step that continued an interrupted run: the job goes on, but is no pace for the next one
     */
    void finish(List<String> steps, String step, double seconds, Map<String, Double> unitSeconds, boolean whole) {
        if (!whole) {
            state.put(RESUMED, true);
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> units = state.get("lastUnitSeconds") instanceof Map<?, ?> map ? (Map<String, Object>) map : new LinkedHashMap<>();
        @SuppressWarnings("unchecked")
        Map<String, Object> modeUnits = units.get(mode()) instanceof Map<?, ?> map ? (Map<String, Object>) map : new LinkedHashMap<>();
        if (!unitSeconds.isEmpty()) {
            // a step that finished no unit keeps its last run's paces
            modeUnits.put(step, new LinkedHashMap<>(unitSeconds));
        }
        units.put(mode(), modeUnits);
        state.put("lastUnitSeconds", units);
        Map<String, Double> finished = finishedSteps();
        finished.put(step, seconds);
        state.put("finishedSteps", finished);
        if (steps.stream().allMatch(finished::containsKey) && !Boolean.TRUE.equals(state.get(RESUMED))) {
            @SuppressWarnings("unchecked")
            Map<String, Object> lastComplete = state.get("lastComplete") instanceof Map<?, ?> map
                    ? (Map<String, Object>) map : new LinkedHashMap<>();
            lastComplete.put((String) state.get("mode"), new LinkedHashMap<>(finished));
            state.put("lastComplete", lastComplete);
        }
        save();
    }

    /** Writes the ledger as it is now (after {@link #join}, so a later step finds the job's start). */
    void save() {
        try {
            Files.createDirectories(file.getParent());
            Path tmp = file.resolveSibling(FILE + ".tmp");
            Json.mapper().writerWithDefaultPrettyPrinter().writeValue(tmp.toFile(), state);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the main job's ledger " + file + ": " + e.getMessage(), e);
        }
    }

    private Map<String, Double> finishedSteps() {
        Map<String, Double> finished = new LinkedHashMap<>();
        if (state.get("finishedSteps") instanceof Map<?, ?> map) {
            map.forEach((name, seconds) -> {
                if (seconds instanceof Number number) {
                    finished.put(String.valueOf(name), number.doubleValue());
                }
            });
        }
        return finished;
    }
}
