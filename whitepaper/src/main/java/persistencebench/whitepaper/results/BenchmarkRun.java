package persistencebench.whitepaper.results;

import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A verified result file together with where it came from.
 * Only {@link ResultsLoader} creates instances, after {@link ResultFileValidator} accepted the file.
 */
public record BenchmarkRun(BenchmarkKind kind, Path source, ResultFile file) {

    public Environment environment() {
        return file.environment();
    }

    public Dataset dataset() {
        return file.dataset();
    }

    public List<ResultCell> cells() {
        return CellOrder.sorted(file.results());
    }

    public Instant startedAt() {
        return Instant.parse(file.startedAt());
    }

    /** The cells of one phase, in presentation order. */
    public List<ResultCell> cells(String phase) {
        return cells().stream().filter(c -> c.phase().equals(phase)).toList();
    }

    /** The phases present, in presentation order. */
    public List<String> phases() {
        Set<String> phases = new LinkedHashSet<>();
        cells().forEach(c -> phases.add(c.phase()));
        return List.copyOf(phases);
    }
}
