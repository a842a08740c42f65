package persistencebench.harness.result;

import persistencebench.harness.cli.FatalError;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.FailureText;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Writes {@code results/<kind>-<timestamp>.json}: first with {@code finished: false}, again after every
 * cell (so a killed run leaves its partial results, clearly unfinished), and a last time with
 * {@code finished: true}, when {@code <kind>-latest.json} is replaced too. Every write is a temp file
 * plus an atomic move, so no reader ever sees a half-written file.
 */
public final class ResultFileWriter {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

    private final Path file;
    private final Path latest;
    private final ResultFile content = new ResultFile();

    private ResultFileWriter(Path directory, String kind, Instant start) {
        this.file = directory.resolve(kind + "-" + STAMP.format(start) + ".json");
        this.latest = directory.resolve(kind + "-latest.json");
        content.benchmark = kind;
        content.startedAt = start.truncatedTo(ChronoUnit.SECONDS).toString();
    }

    /** Creates the file with {@code finished: false}. */
    public static ResultFileWriter start(Path directory, String kind, Map<String, Object> environment, Map<String, Object> dataset) {
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the results directory " + directory, e);
        }
        ResultFileWriter writer = new ResultFileWriter(directory, kind, Instant.now());
        writer.content.environment.putAll(environment);
        writer.content.dataset.putAll(dataset);
        writer.write(writer.file);
        return writer;
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

    public synchronized void add(CellResult cell) {
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
     * in {@code stoppedBy} (a {@link FatalError}'s message, else the exception and its root cause), so a later run does
     * not take it for an interrupted one.
     */
    public synchronized void stop(Throwable error) {
        content.stoppedBy = error instanceof FatalError ? error.getMessage() : FailureText.of(error);
        write(file);
    }

    /** Marks the run complete and publishes it as {@code <kind>-latest.json}. */
    public synchronized void finish() {
        content.finished = true;
        content.finishedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
        List<CellResult> failed = content.results.stream().filter(CellResult::failed).toList();
        if (!failed.isEmpty()) {
            content.verification.ok = false;
            content.publication.addReason(failed.size() + " cell(s) failed: " + String.join(", ",
                    failed.stream().map(CellResult::label).toList()));
        }
        write(file);
        write(latest);
    }

    private void write(Path target) {
        try {
            Path tmp = Files.createTempFile(target.getParent(), target.getFileName().toString(), ".tmp");
            Json.mapper().writeValue(tmp.toFile(), content);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the result file " + target, e);
        }
    }
}
