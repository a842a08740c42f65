package persistencebench.whitepaper.edition;

import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultsLoader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * Publishes a results directory's main job as an edition ({@code docs/method.md}, "The reference edition"): checks that
 * it may be published ({@link EditionCheck}), copies its result files in compressed, renders the white paper from those
 * copies, checks every file's size, then writes {@code EDITION.md} and the README's findings block. An edition that
 * fails any step after the folder was made is removed whole: nothing half-published is left looking complete.
 */
public final class EditionPublisher {

    /** Renders the white paper of a results directory into its {@code whitepaper/}; returns what went wrong, if anything. */
    @FunctionalInterface
    public interface Rendering {
        List<String> render(Path resultsDir) throws IOException;
    }

    /** What publishing did: the reasons it refused (nothing written then), or the files it wrote and the README it updated. */
    public record Outcome(List<String> refusals, List<Path> files, boolean readmeUpdated) {
        public Outcome {
            refusals = List.copyOf(refusals);
            files = List.copyOf(files);
        }
    }

    private final ResultsLoader loader = new ResultsLoader();

    /**
     * Publishes {@code resultsDir}'s write and read runs into {@code editionDir}, named {@code editionName} in the
     * commands the edition and the README print, with {@code checkout}'s git history and README (when it has a findings
     * block).
     *
     * @throws persistencebench.whitepaper.results.NoResultFilesException when no result file exists
     * @throws persistencebench.whitepaper.results.RefusedResultFileException when a result file must not be used
     */
    public Outcome publish(Path resultsDir, Path editionDir, String editionName, Path checkout, Rendering rendering, Instant now)
            throws IOException {
        AvailableResults results = loader.load(resultsDir);
        List<String> refusals = EditionCheck.refusals(results, editionDir);
        if (!refusals.isEmpty()) {
            return new Outcome(refusals, List.of(), false);
        }
        Files.createDirectories(editionDir);
        try {
            for (BenchmarkRun run : results.runs()) {
                EditionFiles.copyCompressed(run, resultsDir, editionDir);
            }
            List<String> problems = new ArrayList<>(rendering.render(editionDir));
            problems.addAll(EditionFiles.oversized(editionDir));
            if (!problems.isEmpty()) {
                removeAll(editionDir);
                return new Outcome(problems, List.of(), false);
            }
            AvailableResults edition = loader.load(editionDir);
            String commit = String.valueOf(edition.write().orElseThrow().environment().code().get("commit"));
            List<String> later = null;
            String whyUnchecked = null;
            try {
                later = LaterCommits.after(commit, checkout);
            } catch (IOException e) {
                whyUnchecked = e.getMessage();
            }
            String notes = EditionNotes.text(edition, editionDir, editionName, now, later, whyUnchecked);
            Files.writeString(editionDir.resolve(EditionNotes.FILE), notes, StandardCharsets.UTF_8);
            Path readme = checkout.resolve("README.md");
            boolean updated = Files.isRegularFile(readme)
                    && ReadmeFindings.update(readme, editionName, FindingsTable.markdown(edition, ReadmeFindings.pdfLink(editionName)));
            return new Outcome(List.of(), EditionFiles.all(editionDir), updated);
        } catch (IOException | RuntimeException e) {
            removeAll(editionDir);
            throw e;
        }
    }

    private static void removeAll(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
