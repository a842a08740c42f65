package persistencebench.whitepaper.results;

import java.nio.file.Path;

/** No result file exists, neither a run's nor a scaling study's: there is nothing to chart yet. */
public final class NoResultFilesException extends RuntimeException {

    public NoResultFilesException(Path resultsDir) {
        super("no result files in " + resultsDir + "/: run " + BenchmarkKind.WRITE.command()
                + " and/or " + BenchmarkKind.READ.command() + ", or the scaling study " + ScalingRun.COMMAND + ", first (looked for "
                + resultsDir.resolve(BenchmarkKind.WRITE.latestFileName()) + ", "
                + resultsDir.resolve(BenchmarkKind.READ.latestFileName()) + " and "
                + resultsDir.resolve(ScalingRun.LATEST_FILE_NAME) + ")");
    }
}
