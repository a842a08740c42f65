package persistencebench.whitepaper.results;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/** The usable runs found in a results directory; at least one of the two is present. */
public record AvailableResults(Path resultsDir, Optional<BenchmarkRun> write, Optional<BenchmarkRun> read) {

    /** The run of {@code kind}, if its file exists and was accepted. */
    public Optional<BenchmarkRun> run(BenchmarkKind kind) {
        return kind == BenchmarkKind.WRITE ? write : read;
    }

    /** The runs present: write first. */
    public List<BenchmarkRun> runs() {
        return Stream.of(write, read).flatMap(Optional::stream).toList();
    }

    /** Every backend described by any run, write run's descriptions first. */
    public BackendCatalogue catalogue() {
        return BackendCatalogue.merged(runs().stream().map(BenchmarkRun::catalogue).toList());
    }

    /** The path where the missing result file of {@code kind} was expected. */
    public Path expectedFile(BenchmarkKind kind) {
        return resultsDir.resolve(kind.latestFileName());
    }
}
