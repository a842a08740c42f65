package persistencebench.whitepaper.edition;

import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.DraftStatus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What must hold before results become an edition: a write and a read run, both publishable (no draft reason, every
 * cell verified), measured by one committed version of the code, and an edition folder that does not exist yet or is
 * empty, since a published edition is never overwritten.
 */
final class EditionCheck {
    private static final String MAIN_JOB = "./mvnw verify -Pmain-job";

    private EditionCheck() {
    }

    /** Why {@code results} cannot be published into {@code editionDir}, one line each; empty when they can. */
    static List<String> refusals(AvailableResults results, Path editionDir) throws IOException {
        List<String> refusals = new ArrayList<>();
        for (BenchmarkKind kind : BenchmarkKind.values()) {
            if (results.run(kind).isEmpty()) {
                refusals.add("no " + kind.latestFileName() + " in " + results.resultsDir() + ": an edition holds a whole main job ("
                        + MAIN_JOB + "), write and read");
            }
        }
        AvailableResults mainJob = new AvailableResults(results.resultsDir(), results.write(), results.read(), Optional.empty());
        DraftStatus.of(mainJob).reasons().forEach(reason -> refusals.add("a draft cannot be published: " + reason));
        List<String> commits = new ArrayList<>();
        for (BenchmarkRun run : mainJob.runs()) {
            Map<String, Object> code = run.environment().code();
            Object commit = code.get("commit");
            if (commit == null || "unknown".equals(commit)) {
                refusals.add(run.sourceName() + " names no commit: an edition must say which code measured it");
            } else if (Boolean.TRUE.equals(code.get("dirty"))) {
                refusals.add(run.sourceName() + " was measured with uncommitted changes to commit " + commit
                        + ": commit them and run the main job again");
            } else {
                commits.add(commit.toString());
            }
        }
        if (commits.stream().distinct().count() > 1) {
            refusals.add("the write and read runs were measured by different commits (" + String.join(", ", commits)
                    + "): an edition is one version of the code");
        }
        if (Files.isDirectory(editionDir) && !isEmpty(editionDir)) {
            refusals.add(editionDir + " already holds files: a published edition is never overwritten (publish into a new"
                    + " folder, or delete this one first)");
        } else if (Files.exists(editionDir) && !Files.isDirectory(editionDir)) {
            refusals.add(editionDir + " is a file, not a folder");
        }
        return refusals;
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        }
    }
}
