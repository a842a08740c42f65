package persistencebench.harness.result;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;

/**
 * What a program does with {@code -Dresume} ({@code docs/method.md}, "Interrupted runs"): it continues the newest run
 * of its kind in the results directory. That run must have been measured by the same code (the build's inputs, committed
 * and changed: {@link CodeVersion}), with the same settings, on the same machine, JDK and database servers: anything else is
 * refused in one line naming the differences, since its kept forks could not be combined with new ones into one
 * honest cell. An unfinished run is continued in its own result file, keeping every fork its {@link RunJournal}
 * recorded; a finished one leaves nothing to measure (so a main job resumed after its write step finished goes on with
 * the read step); no earlier run means a new one. Without {@code -Dresume} every run is new, and unfinished files of
 * earlier runs are marked {@code *.interrupted.json} as before (still resumable while they are the newest).
 */
public final class RunResume {
    /** The environment's description of how cells ran: derived from the settings and the code, which are compared. */
    private static final String DERIVED = EnvironmentField.EXECUTION.key();
    /** The code's version: only its {@link CodeVersion#INPUTS_DIGEST} decides, so a commit of documents alone keeps a run resumable. */
    private static final String CODE = EnvironmentField.CODE.key();

    private enum State { NEW, FINISHED, CONTINUED }

    private final State state;
    private final Path file;
    private final ResultFile previous;
    /** Settings that only drive the run ({@link CommonSettings#drivingSettings()}): they may differ. */
    private final Set<String> mayDiffer;

    private RunResume(State state, Path file, ResultFile previous, Set<String> mayDiffer) {
        this.state = state;
        this.file = file;
        this.previous = previous;
        this.mayDiffer = mayDiffer;
    }

    /**
     * The decision, taken before the run's expensive preparation: with {@code resume}, the newest run of {@code kind} in
     * {@code results} checked against {@code environment} (this run's, as far as known yet: {@link #start} checks
     * the database servers' part too); without it, a new run.
     *
     * @throws FatalError when the newest run differs from this one, or cannot be continued
     */
    public static RunResume decide(Path results, String kind, Settings settings, Map<String, Object> environment, PrintStream out) {
        return decide(results, kind, null, settings, environment, out);
    }

    /**
     * As {@link #decide(Path, String, Settings, Map, PrintStream)} for a step of the main job after {@code earlierKind}'s:
     * a finished run counts as this job's only when it started after the newest run of the earlier step, so a job
     * resumed in its earlier step never takes a later step's result from an older job.
     */
    public static RunResume decide(Path results, String kind, String earlierKind, Settings settings, Map<String, Object> environment,
                                   PrintStream out) {
        Set<String> mayDiffer = CommonSettings.drivingSettings();
        if (!settings.get(CommonSettings.RESUME)) {
            ResultFileWriter.reportInterruptedRuns(results, kind).forEach(p -> out.println("note: " + p + " is from an interrupted run"
                    + (RunJournal.exists(p) ? "; this run starts anew (-Dresume would have continued it)" : "")));
            ResultFileWriter.removeJournals(results, kind);
            return new RunResume(State.NEW, null, null, mayDiffer);
        }
        Optional<Path> newest = newest(results, kind);
        if (newest.isEmpty()) {
            out.println("resume: no earlier " + kind + " run in " + results + "; starting a new one");
            return new RunResume(State.NEW, null, null, mayDiffer);
        }
        Path file = newest.get();
        ResultFile previous;
        try {
            previous = ResultFiles.read(file);
        } catch (UncheckedIOException e) {
            throw new FatalError("cannot resume " + file + ": it does not read as a result file (" + e.getMessage() + "); run without -Dresume"
                    + " to start a new run");
        }
        Optional<Path> earlier = earlierKind == null ? Optional.empty() : newest(results, earlierKind);
        if (previous.finished() && earlier.isPresent() && stamp(earlier.get(), earlierKind).compareTo(stamp(file, kind)) > 0) {
            out.println("resume: the newest " + kind + " run (" + file.getFileName() + ") is older than this job's " + earlierKind + " run ("
                    + earlier.get().getFileName() + "); starting a new one");
            return new RunResume(State.NEW, null, null, mayDiffer);
        }
        refuseDifferences(file, previous, environment, mayDiffer);
        if (previous.finished()) {
            out.println("resume: " + file + " finished at " + previous.finishedAt + " with these settings and this code: nothing left to measure");
            ResultFileWriter.republish(file, previous);
            return new RunResume(State.FINISHED, file, previous, mayDiffer);
        }
        if (!RunJournal.exists(file)) {
            throw new FatalError("cannot resume " + file + ": it has no run journal (" + RunJournal.fileOf(file).getFileName()
                    + ") of its finished forks; run without -Dresume to start a new run");
        }
        out.println("resume: continuing " + file + ", started " + previous.startedAt);
        return new RunResume(State.CONTINUED, file, previous, mayDiffer);
    }

    /** Whether the run already finished: the program has nothing to measure and ends with {@link #exitCode()}. */
    public boolean finished() {
        return state == State.FINISHED;
    }

    /** For a {@link #finished()} run: 0 when it was verified, 1 when not, as the run itself exited. */
    public int exitCode() {
        return previous.verification().ok() ? 0 : 1;
    }

    /** The newest run's result file, null for a new run. */
    public Path file() {
        return file;
    }

    /** Whether this run continues an interrupted one (its forks kept, its step's time not the whole step's). */
    public boolean continued() {
        return state == State.CONTINUED;
    }

    /**
     * The run's result file: a new one, or the interrupted run's continued, after checking {@code environment}, now
     * complete with the database servers, against what it recorded.
     */
    public ResultFileWriter start(Path results, String kind, Map<String, Object> environment, Map<String, Object> dataset) {
        if (state != State.CONTINUED) {
            return ResultFileWriter.start(results, kind, environment, dataset);
        }
        refuseDifferences(file, previous, environment, mayDiffer);
        List<String> datasetDifferences = differences(Map.of("dataset", previous.dataset()), Map.of("dataset", dataset), Set.of());
        if (!datasetDifferences.isEmpty()) {
            throw new FatalError("cannot resume " + file + ": it was measured " + String.join("; ", datasetDifferences)
                    + "; run without -Dresume to start a new run");
        }
        return ResultFileWriter.resume(file, previous, environment, dataset);
    }

    private static void refuseDifferences(Path file, ResultFile previous, Map<String, Object> environment, Set<String> mayDiffer) {
        List<String> differences = differences(previous.environment(), environment, mayDiffer);
        if (!differences.isEmpty()) {
            throw new FatalError("cannot resume " + file + ": it was measured " + String.join("; ", differences.subList(0, Math.min(4,
                    differences.size()))) + (differences.size() > 4 ? " (and " + (differences.size() - 4) + " more)" : "")
                    + "; run without -Dresume to start a new run, or with what it was measured with");
        }
        if (CodeVersion.UNKNOWN.equals(path(environment, CODE + ".commit"))) {
            throw new FatalError("cannot resume " + file + ": the code version is unknown here (" + path(environment, CODE + ".why")
                    + "), so it cannot be proven the same; run without -Dresume to start a new run");
        }
    }

    /**
     * How {@code recorded} differs from {@code now}, one phrase per value, over the keys {@code now} has (flattened as
     * {@code settings.rows}), the settings {@code mayDiffer} names excepted.
     */
    static List<String> differences(Map<String, Object> recorded, Map<String, Object> now, Set<String> mayDiffer) {
        Map<String, Object> before = flatten("", recorded);
        List<String> differences = new ArrayList<>();
        flatten("", now).forEach((key, value) -> {
            if (!key.startsWith(DERIVED + ".") && (!key.startsWith(CODE + ".") || key.equals(CODE + "." + CodeVersion.INPUTS_DIGEST))
                    && mayDiffer.stream().noneMatch(setting -> key.equals("settings." + setting))
                    && !Objects.equals(String.valueOf(before.get(key)), String.valueOf(value))) {
                differences.add("with " + key + " " + before.get(key) + ", this run has " + value);
            }
        });
        return differences;
    }

    private static Map<String, Object> flatten(String prefix, Map<?, ?> map) {
        Map<String, Object> flat = new LinkedHashMap<>();
        map.forEach((key, value) -> {
            String name = prefix + key;
            if (value instanceof Map<?, ?> inner) {
                flat.putAll(flatten(name + ".", inner));
            } else {
                flat.put(name, value);
            }
        });
        return flat;
    }

    private static Object path(Map<String, Object> environment, String key) {
        return flatten("", environment).get(key);
    }

    /** When the run of {@code kind} in {@code file} started, as its name says ({@code yyyyMMddTHHmmssZ}). */
    private static String stamp(Path file, String kind) {
        return file.getFileName().toString().substring(kind.length() + 1, kind.length() + 17);
    }

    /** The newest run of {@code kind}: its result file, unfinished, marked interrupted or finished. */
    private static Optional<Path> newest(Path results, String kind) {
        if (!Files.isDirectory(results)) {
            return Optional.empty();
        }
        try (Stream<Path> files = Files.list(results)) {
            return files.filter(p -> p.getFileName().toString().matches(kind + "-\\d{8}T\\d{6}Z(\\.interrupted)?\\.json"))
                    .max(Comparator.comparing(p -> stamp(p, kind)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the results directory " + results, e);
        }
    }
}
