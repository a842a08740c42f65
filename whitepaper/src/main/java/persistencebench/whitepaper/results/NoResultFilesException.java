package persistencebench.whitepaper.results;

import java.nio.file.Path;

/** Neither result file exists: there is nothing to chart yet. */
public final class NoResultFilesException extends RuntimeException {

    public NoResultFilesException(Path resultsDir) {
        super("no result files in " + resultsDir + "/: run " + BenchmarkKind.WRITE.command()
                + " and/or " + BenchmarkKind.READ.command() + " first (looked for "
                + resultsDir.resolve(BenchmarkKind.WRITE.latestFileName()) + " and "
                + resultsDir.resolve(BenchmarkKind.READ.latestFileName()) + ")");
    }
}
