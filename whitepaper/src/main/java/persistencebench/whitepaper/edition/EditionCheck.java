package persistencebench.whitepaper.edition;

import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.DraftStatus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What must hold before results become an edition: a write and a read run, both publishable (no draft reason, every
 * cell verified), measured by one version of the code without uncommitted changes; a folder inside the checkout, named
 * by its date, that does not exist yet or is empty, since a published edition is never overwritten; and a README with
 * a findings block to show it.
 */
final class EditionCheck {
    private static final String MAIN_JOB = "./mvnw verify -Pmain-job";
    /** An edition's folder is named by the date it was published: {@code editions/2026-12-03}. */
    private static final Pattern DATED = Pattern.compile("([^\\s/]+/)*\\d{4}-\\d{2}-\\d{2}");

    private EditionCheck() {
    }

    /** Why the main job of {@code results} cannot be published as {@code editionName}, one line each; empty when it can. */
    static List<String> refusals(AvailableResults results, Path editionDir, String editionName, Path readme) throws IOException {
        List<String> refusals = new ArrayList<>(ofRuns(results));
        if (editionName.startsWith("..") || Path.of(editionName).isAbsolute() || !DATED.matcher(editionName).matches()) {
            refusals.add("-Dedition=" + editionName + ": an edition is a folder of the checkout named by its date, without spaces,"
                    + " e.g. -Dedition=editions/2026-12-03");
        }
        if (Files.isDirectory(editionDir) && !isEmpty(editionDir)) {
            refusals.add(editionName + " already holds files: a published edition is never overwritten (publish into a new"
                    + " folder, or delete this one first)");
        } else if (Files.exists(editionDir) && !Files.isDirectory(editionDir)) {
            refusals.add(editionName + " is a file, not a folder");
        }
        if (!Files.isRegularFile(readme) || ReadmeFindings.of(Files.readString(readme, StandardCharsets.UTF_8)).isEmpty()) {
            refusals.add("no README.md with a findings block (a line <!-- begin findings: none --> and a later line"
                    + " <!-- end findings -->) in the checkout: the edition would be published without the README showing it");
        }
        return refusals;
    }

    /** Why the write and read runs of {@code results} are not one publishable main job, one line each. */
    static List<String> ofRuns(AvailableResults results) {
        List<String> refusals = new ArrayList<>();
        for (BenchmarkKind kind : BenchmarkKind.values()) {
            if (results.run(kind).isEmpty()) {
                refusals.add("no " + kind.latestFileName() + " among the results: an edition holds a whole main job (" + MAIN_JOB
                        + "), write and read");
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
            } else if (!Boolean.FALSE.equals(code.get("dirty"))) {
                refusals.add(run.sourceName() + " was measured with uncommitted changes to commit " + commit
                        + " (or does not say it was not): commit them and run the main job again");
            } else {
                commits.add(commit.toString());
            }
        }
        if (commits.stream().distinct().count() > 1) {
            refusals.add("the write and read runs were measured by different commits (" + String.join(", ", commits)
                    + "): an edition is one version of the code");
        }
        return refusals;
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.findAny().isEmpty();
        }
    }
}
