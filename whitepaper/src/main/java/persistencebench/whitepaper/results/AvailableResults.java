package persistencebench.whitepaper.results;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The usable result files found in a results directory: the write and read runs and the scaling study, at least one of
 * the three present.
 */
public record AvailableResults(Path resultsDir, Optional<BenchmarkRun> write, Optional<BenchmarkRun> read,
                               Optional<ScalingRun> scaling) {

    /** The run of {@code kind}, if its file exists and was accepted. */
    public Optional<BenchmarkRun> run(BenchmarkKind kind) {
        return kind == BenchmarkKind.WRITE ? write : read;
    }

    /** The write and read runs present: write first (the scaling study is not one of them). */
    public List<BenchmarkRun> runs() {
        return Stream.of(write, read).flatMap(Optional::stream).toList();
    }

    /** Every backend described by any run, write run's descriptions first. */
    public BackendCatalogue catalogue() {
        return BackendCatalogue.merged(runs().stream().map(BenchmarkRun::catalogue).toList());
    }

    /**
     * The backends as the scaling study's steps describe them, then as the write and read runs do: the labels and colours
     * of the scaling charts and tables; empty when no file describes them.
     */
    public BackendCatalogue scalingCatalogue() {
        return BackendCatalogue.merged(Stream.concat(scaling.stream().map(ScalingRun::catalogue), Stream.of(catalogue())).toList());
    }

    /** The path where the missing result file of {@code kind} was expected. */
    public Path expectedFile(BenchmarkKind kind) {
        return resultsDir.resolve(kind.latestFileName());
    }
}
