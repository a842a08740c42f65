package persistencebench.whitepaper.results;

import java.nio.file.Path;
import java.util.Optional;

/** The verified runs found in a results directory; at least one of the two is present. */
public record AvailableResults(Path resultsDir, Optional<BenchmarkRun> write, Optional<BenchmarkRun> read) {

    /** The path where the missing result file of {@code kind} was expected. */
    public Path expectedFile(BenchmarkKind kind) {
        return resultsDir.resolve(kind.latestFileName());
    }
}
