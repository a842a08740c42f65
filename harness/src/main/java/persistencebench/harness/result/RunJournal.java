package persistencebench.harness.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.measure.CellResult;

/**
 * The forks a run finished, one JSON line each, beside its result file ({@code <kind>-<stamp>.forks.jsonl}): what
 * {@code -Dresume} keeps of an interrupted run. A fork is known by a key its run gives it (e.g.
 * {@code hot round 2 jdbc/tuned}), unique within the run and the same in every run with the same settings; a fork
 * whose cells all passed is recorded the moment it ends, forced to disk, and a resumed run takes its cells from here
 * instead of forking it again, so the result file it finishes holds the same parts the uninterrupted run would have
 * combined. A fork with a failed cell is not recorded (it may have failed because the run was being stopped), so a
 * resumed run measures it again. A last line cut short by the interruption is cut off when the journal is reopened.
 */
public final class RunJournal {
    /** One finished fork. */
    static final class Entry {
        @JsonProperty String fork;
        @JsonProperty List<CellResult> cells;
    }

    private final Path file;
    private final Map<String, String> kept;
    private int reused;

    private RunJournal(Path file, Map<String, String> kept) {
        this.file = file;
        this.kept = kept;
    }

    /** The journal file of the result file {@code resultFile}. */
    static Path fileOf(Path resultFile) {
        return resultFile.resolveSibling(resultFile.getFileName().toString().replaceFirst("(\\.interrupted)?\\.json$", ".forks.jsonl"));
    }

    /** An empty journal for a new run's result file (an old journal of that name is replaced). */
    static RunJournal create(Path resultFile) {
        Path file = fileOf(resultFile);
        try {
            Files.deleteIfExists(file);
            Files.createFile(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the run journal " + file, e);
        }
        return new RunJournal(file, Map.of());
    }

    /**
     * The journal of an interrupted run, its forks kept for the resumed run, which goes on recording into it. A last line
     * the interruption cut short is cut off, so the next fork recorded starts a line of its own.
     */
    static RunJournal reopen(Path resultFile) {
        Path file = fileOf(resultFile);
        Map<String, String> kept = new HashMap<>();
        try {
            byte[] bytes = Files.readAllBytes(file);
            int complete = 0;
            for (int i = 0; i < bytes.length; i++) {
                if (bytes[i] == '\n') {
                    complete = i + 1;
                }
            }
            if (complete < bytes.length) {
                try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                    channel.truncate(complete);
                    channel.force(true);
                }
            }
            for (String line : new String(bytes, 0, complete, StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank()) {
                    Entry entry = parse(file, line);
                    kept.put(entry.fork, line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the run journal " + file, e);
        }
        return new RunJournal(file, kept);
    }

    /** Whether {@code resultFile} has a journal a resumed run can continue. */
    static boolean exists(Path resultFile) {
        return Files.isRegularFile(fileOf(resultFile));
    }

    Path file() {
        return file;
    }

    /** How many forks the interrupted run had finished. */
    int keptForks() {
        return kept.size();
    }

    /**
     * The cells of the fork {@code key}: those the interrupted run recorded, or else what {@code fork} measures (everything
     * the fork does, its preparation included, so a kept fork costs nothing), recorded when none of them failed.
     */
    public synchronized List<CellResult> fork(String key, Supplier<List<CellResult>> fork) {
        String line = kept.get(key);
        if (line != null) {
            reused++;
            return read(line).cells;
        }
        List<CellResult> cells = fork.get();
        if (cells.stream().noneMatch(CellResult::failed)) {
            append(key, cells);
        }
        return cells;
    }

    /** Whether the fork {@code key} is kept from the interrupted run: {@link #fork} will not run it. */
    public synchronized boolean isKept(String key) {
        return kept.containsKey(key);
    }

    /** How many forks this run took from the interrupted run so far. */
    public synchronized int reused() {
        return reused;
    }

    /** Removes the journal: the finished result file holds everything it kept. */
    void delete() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot remove the run journal " + file, e);
        }
    }

    /** A complete line holds one whole entry: anything else is a journal this code did not write, which no resume may trust. */
    private Entry read(String line) {
        return parse(file, line);
    }

    private static Entry parse(Path file, String line) {
        try {
            return Json.mapper().readerFor(Entry.class).with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).readValue(line);
        } catch (JsonProcessingException e) {
            throw new FatalError("the run journal " + file + " holds a line that is not a finished fork (" + e.getOriginalMessage()
                    + "); run without -Dresume to start a new run");
        }
    }

    private void append(String key, List<CellResult> cells) {
        Entry entry = new Entry();
        entry.fork = key;
        entry.cells = cells;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.APPEND, StandardOpenOption.WRITE)) {
            String line = Json.mapper().writer().without(SerializationFeature.INDENT_OUTPUT).writeValueAsString(entry) + "\n";
            channel.write(ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8)));
            channel.force(true);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot record a finished fork in the run journal " + file, e);
        }
    }
}
