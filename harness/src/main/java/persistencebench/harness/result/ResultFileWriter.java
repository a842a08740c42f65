package persistencebench.harness.result;

import persistencebench.harness.cli.Credentials;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.files.AtomicFile;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.FailureText;
import persistencebench.harness.measure.MachineQuietness;
import persistencebench.harness.resultformat.EnvironmentField;
import persistencebench.harness.resultformat.ResultFormat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Writes {@code results/<kind>-<timestamp>.json}: first with {@code finished: false}, again after every cell (so a
 * killed run leaves its partial results, clearly unfinished), and a last time with {@code finished: true}, when
 * {@code <kind>-latest.json} is replaced too, each with its CSV table ({@link ResultCsv}). Every write is a temp file plus an atomic move, so no reader ever sees a
 * half-written file. Beside it the run's {@link RunJournal} records every finished fork until the run finishes, so an
 * interrupted run can be resumed ({@link RunResume}) into the same file.
 */
public final class ResultFileWriter {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final Path file;
    private final Path latest;
    private final RunJournal journal;
    private final ResultFile content = new ResultFile();

    private ResultFileWriter(Path file, String kind, String startedAt, RunJournal journal) {
        this.file = file;
        this.latest = file.resolveSibling(kind + "-latest.json");
        this.journal = journal;
        content.formatVersion = ResultFormat.VERSION;
        content.benchmark = kind;
        content.startedAt = startedAt;
    }

    /** Creates the file with {@code finished: false}, and its empty journal. */
    public static ResultFileWriter start(Path directory, String kind, Map<String, Object> environment, Map<String, Object> dataset) {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the results directory " + directory, e);
        }
        Instant start = Instant.now();
        Path file = directory.resolve(kind + "-" + STAMP.format(start) + ".json");
        ResultFileWriter writer = new ResultFileWriter(file, kind, start.truncatedTo(ChronoUnit.SECONDS).toString(), RunJournal.create(file));
        writer.content.environment.putAll(environment);
        writer.content.dataset.putAll(dataset);
        writer.write(writer.file);
        return writer;
    }

    /**
     * Continues the interrupted run {@code previous}, read from {@code interrupted}, in its own file
     * ({@code <kind>-<timestamp>.json}, also when it was renamed {@code *.interrupted.json}): the same start, its
     * earlier interruptions and this one, and this run's environment and dataset, which {@link RunResume} proved to
     * match. The cells are added again as the run goes, those of the forks its journal kept included.
     */
    static ResultFileWriter resume(Path interrupted, ResultFile previous, Map<String, Object> environment, Map<String, Object> dataset) {
        Path file = interrupted.resolveSibling(interrupted.getFileName().toString().replaceFirst("\\.interrupted\\.json$", ".json"));
        RunJournal journal = RunJournal.reopen(interrupted);
        ResultFileWriter writer = new ResultFileWriter(file, previous.benchmark, previous.startedAt, journal);
        writer.content.interruptions.addAll(previous.interruptions);
        Map<String, Object> interruption = new LinkedHashMap<>();
        interruption.put("lastForkEndedAt", modified(journal.file()));
        interruption.put("resumedAt", Instant.now().truncatedTo(ChronoUnit.SECONDS).toString());
        interruption.put("forksFinished", journal.keptForks());
        if (previous.environment.get(EnvironmentField.CODE.key()) instanceof Map<?, ?> code
                && environment.get(EnvironmentField.CODE.key()) instanceof Map<?, ?> now
                && !Objects.equals(code.get("commit"), now.get("commit"))) {
            interruption.put("interruptedCommit", code.get("commit")); // same build inputs, another commit: a document changed
        }
        writer.content.interruptions.add(interruption);
        writer.content.environment.putAll(environment);
        writer.content.dataset.putAll(dataset);
        writer.write(writer.file);
        if (!interrupted.equals(file)) {
            try {
                Files.deleteIfExists(interrupted);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot remove " + interrupted + ", now continued in " + file, e);
            }
        }
        return writer;
    }

    /** Whether this JVM is shutting down: a hook can no longer be added then. */
    private static boolean shuttingDown() {
        Thread probe = new Thread(() -> { });
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }

    /**
     * Publishes the finished run {@code file} as {@code <kind>-latest.json} again when the latest is another run's (the
     * run stopped between finishing its file and publishing it), with both CSV tables, and removes a journal left beside
     * it.
     */
    static void republish(Path file, ResultFile finished) {
        Path latest = file.resolveSibling(finished.benchmark + "-latest.json");
        try {
            if (!Files.isRegularFile(latest) || !finished.startedAt.equals(ResultFiles.read(latest).startedAt)) {
                Path tmp = Files.createTempFile(file.getParent(), latest.getFileName().toString(), ".tmp");
                Files.copy(file, tmp, StandardCopyOption.REPLACE_EXISTING);
                Files.move(tmp, latest, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                csvTables(file, latest);
            }
            Files.deleteIfExists(RunJournal.fileOf(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot publish " + file + " as " + latest, e);
        }
    }

    /** Removes the journals of the runs of {@code kind} in {@code directory}: a new run makes every earlier one unresumable. */
    static void removeJournals(Path directory, String kind) {
        if (!Files.isDirectory(directory)) {
            return;
        }
        try (Stream<Path> files = Files.list(directory)) {
            for (Path journal : files.filter(p -> p.getFileName().toString().matches(kind + "-\\d{8}T\\d{6}Z\\.forks\\.jsonl")).toList()) {
                Files.deleteIfExists(journal);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove the run journals in " + directory, e);
        }
    }

    private static String modified(Path file) {
        try {
            return Files.getLastModifiedTime(file).toInstant().truncatedTo(ChronoUnit.SECONDS).toString();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the time of " + file, e);
        }
    }

    /** The run's journal of finished forks: every fork of the run goes through {@link RunJournal#fork}. */
    public RunJournal journal() {
        return journal;
    }

    /**
     * Earlier result files of this kind that never finished (interrupted runs), each reported once: a file returned
     * here is renamed to {@code <kind>-<timestamp>.interrupted.json}, which this method does not list again.
     */
    public static List<Path> reportInterruptedRuns(Path directory, String kind) {
        List<Path> reported = new ArrayList<>();
        for (Path file : unfinishedRuns(directory, kind)) {
            Path renamed = file.resolveSibling(file.getFileName().toString().replaceFirst("\\.json$", ".interrupted.json"));
            try {
                Files.move(file, renamed, StandardCopyOption.REPLACE_EXISTING);
                reported.add(renamed);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot mark " + file + " as interrupted", e);
            }
        }
        return reported;
    }

    /** Earlier result files of this kind that never finished and were not stopped by an error (interrupted runs). */
    public static List<Path> unfinishedRuns(Path directory, String kind) {
        List<Path> unfinished = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return unfinished;
        }
        try (Stream<Path> files = Files.list(directory)) {
            for (Path p : files.filter(p -> p.getFileName().toString().matches(kind + "-\\d{8}T\\d{6}Z\\.json")).sorted().toList()) {
                if (!readsAsEnded(p)) {
                    unfinished.add(p);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return unfinished;
    }

    /** Finished or stopped by an error; an unreadable file is as unfinished as one that says so. */
    private static boolean readsAsEnded(Path p) {
        try {
            ResultFile file = ResultFiles.read(p);
            return file.finished() || file.stoppedBy() != null;
        } catch (RuntimeException e) {
            return false;
        }
    }

    public Path file() {
        return file;
    }

    public Path latest() {
        return latest;
    }

    /** Adds more dataset facts (e.g. counts known only after loading). */
    public synchronized void dataset(String key, Object value) {
        content.dataset.put(key, value);
        write(file);
    }

    /** The {@code backends} section: each measured backend's descriptor and variants. */
    public synchronized void backends(Map<String, Object> section) {
        content.backends.clear();
        content.backends.putAll(section);
        write(file);
    }

    /** The {@code sanityPairs} section. */
    public synchronized void sanityPairs(List<Map<String, Object>> pairs) {
        content.sanityPairs.clear();
        content.sanityPairs.addAll(pairs);
        write(file);
    }

    /** A reason this run is a draft, not the paper's published figures (e.g. {@code -Dquick}, fewer rows). */
    public synchronized void draftReason(String reason) {
        content.publication.addReason(reason);
        write(file);
    }

    /**
     * Adds a cell.
     *
     * @throws IllegalStateException when the file already has a cell of the same {@link CellResult#id() id}: the run
     *                               measured one cell twice or gave two cells one identity, a bug either way
     */
    public synchronized void add(CellResult cell) {
        String id = cell.id();
        if (content.results.stream().anyMatch(other -> other.id().equals(id))) {
            throw new IllegalStateException("the result file " + file + " already has a cell " + id + " (" + cell.label()
                    + "): a cell id must be unique within a file");
        }
        content.results.add(cell);
        write(file);
    }

    public synchronized void addProblem(String problem) {
        content.verification.ok = false;
        content.verification.problems.add(problem);
        write(file);
    }

    public synchronized List<CellResult> cells() {
        return List.copyOf(content.results);
    }

    /** Whether no problem was reported and no cell failed; skipped cells were not measured, so they fail nothing. */
    public synchronized boolean verified() {
        return content.verification.ok && content.results.stream().noneMatch(CellResult::failed);
    }

    /**
     * Records that the run stopped on {@code error} before finishing: the file stays {@code finished: false} and says why
     * in {@code stoppedBy} (a {@link FatalError}'s message, secrets hidden, else the exception and its root cause), so a later run does
     * not take it for an interrupted one.
     */
    public synchronized void stop(Throwable error) {
        if (shuttingDown()) {
            return; // the run was interrupted (Ctrl-C, SIGTERM), and the error is the shutdown's: the file stays resumable as interrupted
        }
        content.stoppedBy = error instanceof FatalError ? Credentials.scrub(error.getMessage()) : FailureText.of(error);
        write(file);
    }

    /**
     * Marks the run complete, records how quiet its machine was ({@link MachineQuietness}), publishes it as
     * {@code <kind>-latest.json}, writes the CSV table of its cells beside both ({@link ResultCsv}) and removes its
     * journal.
     */
    public synchronized void finish() {
        content.finished = true;
        if (!content.interruptions.isEmpty()) {
            content.interruptions.get(content.interruptions.size() - 1).put("forksKept", journal.reused());
        }
        content.finishedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        List<CellResult> failed = content.results.stream().filter(CellResult::failed).toList();
        if (!failed.isEmpty()) {
            content.verification.ok = false;
            content.publication.addReason(failed.size() + " cell(s) failed: " + String.join(", ",
                    failed.stream().map(CellResult::label).toList()));
        }
        MachineQuietness.of(content.results).ifPresent(quietness -> {
            content.quietness = quietness.fields();
            quietness.draftReason().ifPresent(content.publication::addReason);
        });
        write(file);
        write(latest);
        csvTables(file, latest);
        journal.delete();
    }

    /** The CSV table of the run's cells beside its file and beside the latest, which holds the same cells. */
    private static void csvTables(Path file, Path latest) {
        ResultCsv.write(List.of(file), ResultCsv.besides(file));
        ResultCsv.write(List.of(latest), ResultCsv.besides(latest));
    }

    private void write(Path target) {
        try {
            AtomicFile.replace(target, tmp -> Json.mapper().writeValue(tmp.toFile(), content));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the result file " + target, e);
        }
    }
}
