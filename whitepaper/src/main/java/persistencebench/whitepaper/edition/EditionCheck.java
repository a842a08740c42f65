package persistencebench.whitepaper.edition;

import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.DraftStatus;
import persistencebench.whitepaper.results.RecordedStatus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What must hold before results become an edition: a write and a read run, both publishable (no draft reason, every
 * cell verified, and a status of {@code published} that the settings each file records bear out), measured by one
 * version of the code without uncommitted changes; a folder named by its date directly under the checkout's
 * {@code editions/} ({@link EditionPlace}), that does not exist yet or is empty, since a published edition is never
 * overwritten; and a README with a findings block to show it.
 */
final class EditionCheck {
    private static final String MAIN_JOB = RecordedStatus.MAIN_JOB;

    private EditionCheck() {
    }

    /**
     * Why the main job of {@code results} cannot be published into {@code place} (null when the folder given as
     * {@code -Dedition=typed} may not hold an edition: {@code placeRefusal} says why), one line each; empty when it can.
     */
    static List<String> refusals(AvailableResults results, EditionPlace place, String placeRefusal, Path readme) throws IOException {
        List<String> refusals = new ArrayList<>(ofRuns(results));
        if (place == null) {
            refusals.add(placeRefusal);
        } else if (Files.isDirectory(place.dir()) && !isEmpty(place.dir())) {
            refusals.add(place.name() + " already holds files: a published edition is never overwritten (publish into a new"
                    + " folder, or delete this one first)");
        } else if (Files.exists(place.dir(), LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(place.dir(), LinkOption.NOFOLLOW_LINKS)) {
            refusals.add(place.name() + " is a file, not a folder");
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
        mainJob.runs().forEach(run -> refusals.addAll(RecordedStatus.missingProof(run)));
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
