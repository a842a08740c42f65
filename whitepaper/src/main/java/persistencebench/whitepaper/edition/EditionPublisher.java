package persistencebench.whitepaper.edition;

import persistencebench.harness.result.ResultCsv;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultsLoader;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * Publishes a results directory's main job as an edition ({@code docs/method.md}, "The reference edition"): checks that
 * it may be published ({@link EditionCheck}) and lists the later commits, then builds the edition in a hidden folder
 * beside its own (the result files compressed, the white paper rendered from those copies, every file's size checked,
 * the copies checked again, {@code FINDINGS.md} and {@code EDITION.md}) and moves it into place whole; last, it rewrites
 * the README's findings block. A publication that fails before the move leaves no edition, only at most its hidden
 * folder, which the next attempt clears.
 */
public final class EditionPublisher {

    /** Renders the white paper of a results directory into its {@code whitepaper/}; returns what went wrong, if anything. */
    @FunctionalInterface
    public interface Rendering {
        List<String> render(Path resultsDir) throws IOException;
    }

    /**
     * What publishing did: the reasons it refused (no edition then), or the files of the edition, in {@code dir} (its real
     * path) named {@code name} relative to the checkout ({@code editions/<date>}).
     */
    public record Outcome(List<String> refusals, List<Path> files, Path dir, String name) {
        public Outcome {
            refusals = List.copyOf(refusals);
            files = List.copyOf(files);
        }

        static Outcome refused(List<String> refusals) {
            return new Outcome(refusals, List.of(), null, null);
        }
    }

    private final ResultsLoader loader = new ResultsLoader();

    /**
     * Publishes {@code resultsDir}'s write and read runs into {@code editionDir}, given as {@code -Dedition=editionName},
     * with {@code checkout}'s git history and README. The folder is judged, and written, by its real path
     * ({@link EditionPlace}); the commands and links the edition and the README hold name it relative to the checkout.
     *
     * @throws persistencebench.whitepaper.results.NoResultFilesException when no result file exists
     * @throws persistencebench.whitepaper.results.RefusedResultFileException when a result file must not be used
     * @throws ReadmeNotUpdatedException when the edition was published but the README could not be rewritten
     */
    public Outcome publish(Path resultsDir, Path editionDir, String editionName, Path checkout, Rendering rendering, Instant now)
            throws IOException {
        AvailableResults results = loader.load(resultsDir);
        Path readme = checkout.resolve("README.md");
        EditionPlace.Place place = EditionPlace.of(editionDir, editionName, checkout);
        List<String> refusals = new ArrayList<>(EditionCheck.refusals(results, place.place(), place.refusal(), readme));
        List<String> later = List.of();
        if (refusals.isEmpty()) {
            try {
                later = LaterCommits.after(commit(results), checkout);
            } catch (IOException e) {
                refusals.add("the commits after the measured one cannot be listed: " + e.getMessage());
            }
        }
        if (!refusals.isEmpty()) {
            return Outcome.refused(refusals);
        }
        // from here on the folder is its real path, and its name the one relative to the checkout
        Path dir = place.place().dir();
        String name = place.place().name();
        Path stage = dir.resolveSibling("." + dir.getFileName() + ".partial");
        removeAll(stage);
        Files.createDirectories(stage);
        String table;
        try {
            List<String> problems = new ArrayList<>();
            for (BenchmarkRun run : results.runs()) {
                EditionFiles.copyCompressed(run, resultsDir, stage);
            }
            ResultCsv.write(results.runs().stream().map(run -> resultsDir.resolve(run.sourceName())).toList(),
                    stage.resolve(EditionFiles.CSV));
            problems.addAll(rendering.render(stage));
            problems.addAll(EditionFiles.oversized(stage));
            AvailableResults edition = loader.load(stage);
            problems.addAll(EditionCheck.ofRuns(edition));
            for (BenchmarkKind kind : BenchmarkKind.values()) {
                if (!Objects.equals(results.run(kind).map(run -> run.file().startedAt()), edition.run(kind).map(run -> run.file().startedAt()))) {
                    problems.add("the " + kind.latestFileName() + " copied is not the one checked: a run finished meanwhile; publish again");
                }
            }
            if (!problems.isEmpty()) {
                removeAll(stage);
                return Outcome.refused(problems);
            }
            table = FindingsTable.markdown(edition, ReadmeFindings.pdfLink(name));
            Files.writeString(stage.resolve(FindingsTable.FILE), table, StandardCharsets.UTF_8);
            Files.writeString(stage.resolve(EditionNotes.FILE), EditionNotes.text(edition, stage, name, now, later),
                    StandardCharsets.UTF_8);
            Files.deleteIfExists(dir); // an empty folder, as the check allowed
            Files.move(stage, dir, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            removeAll(stage);
            throw e;
        }
        try {
            ReadmeFindings.update(readme, name, table);
        } catch (IOException e) {
            throw new ReadmeNotUpdatedException(name, readme, e);
        }
        return new Outcome(List.of(), EditionFiles.all(dir), dir, name);
    }

    private static String commit(AvailableResults results) {
        return String.valueOf(results.write().orElseThrow().environment().code().get("commit"));
    }

    private static void removeAll(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    /** The edition is in place, but the README still shows the previous one (or none). */
    public static final class ReadmeNotUpdatedException extends IOException {
        ReadmeNotUpdatedException(String editionName, Path readme, IOException cause) {
            super("the edition " + editionName + " is published, but " + readme.getFileName() + " could not be rewritten ("
                    + cause.getMessage() + "): copy " + editionName + "/" + FindingsTable.FILE + " into its findings block", cause);
        }
    }
}
