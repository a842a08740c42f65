package persistencebench.whitepaper.edition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.testing.Slow;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.WhitePaperGenerator;
import persistencebench.whitepaper.results.ResultsLoader;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static persistencebench.whitepaper.edition.EditionPublisherTest.EDITION;

/** A whole publication, the white paper rendered (as HTML only, to keep it short) from the edition's own files. */
@Slow
class PublishedEditionTest {
    private static final EditionPublisher.Rendering HTML = folder -> new WhitePaperGenerator().generate(folder, false).warnings();

    @Test
    void anEditionHoldsTheCompressedRunsTheirWhitePaperItsNotesAndTheReadmesTable(@TempDir Path dir) throws IOException {
        String commit = EditionPublisherTest.checkout(dir);
        Path results = EditionPublisherTest.results(dir, commit, EditionPublisherTest::published);
        Path edition = dir.resolve(EDITION);

        EditionPublisher.Outcome outcome = EditionPublisherTest.publish(dir, results, EDITION, HTML);

        assertThat(outcome.refusals()).isEmpty();
        for (String name : List.of(Fixtures.WRITE, Fixtures.READ)) {
            try (InputStream in = new GZIPInputStream(Files.newInputStream(edition.resolve(name + ".gz")))) {
                assertThat(in.readAllBytes()).as(name).isEqualTo(Files.readAllBytes(results.resolve(name)));
            }
        }
        assertThat(new ResultsLoader().load(edition).read().orElseThrow().cells())
                .hasSameSizeAs(new ResultsLoader().load(results).read().orElseThrow().cells());
        // the CSV table: a header, then one line per cell of both runs (no cell's text holds a line break)
        int cells = new ResultsLoader().load(results).runs().stream().mapToInt(run -> run.cells().size()).sum();
        assertThat(Files.readAllLines(edition.resolve(EditionFiles.CSV))).hasSize(1 + cells)
                .first().asString().startsWith("kind,id,backend");
        assertThat(dir.resolve("editions")).isDirectoryNotContaining(path -> path.getFileName().toString().endsWith(".partial"));

        String notes = Files.readString(edition.resolve(EditionNotes.FILE));
        assertThat(notes).contains("commit `" + commit + "`", "published 2026-12-03",
                "./mvnw -q -pl whitepaper exec:java -Dresults=" + EDITION, "`write-latest.json.gz`", "`FINDINGS.md`",
                "`whitepaper/whitepaper.html`", "None at publication");
        // the fixtures' runs took 40 and 20 minutes, start to finish
        assertThat(notes).contains("| running time (pauses between an interruption and its resume left out) | 40 min | 20 min |",
                "Job time, write and read running: **1 h 00 min**");

        String table = Files.readString(edition.resolve(FindingsTable.FILE));
        assertThat(table).startsWith("Measured 2026-11-21 to 2026-11-21 by commit `" + commit + "` on 2 CPUs")
                .contains("| Workload (section) |", "(" + EDITION + "/whitepaper/whitepaper.pdf)");
        String readme = Files.readString(dir.resolve("README.md"));
        assertThat(readme).isEqualTo("# Title\n\n<!-- begin findings: " + EDITION + " -->\n" + table + "<!-- end findings -->\n\nQuick start\n");

        assertThat(EditionPublisherTest.publish(dir, results, EDITION, EditionPublisherTest.NOTHING).refusals())
                .containsExactly(EDITION + " already holds files: a published edition is never overwritten (publish into a new"
                        + " folder, or delete this one first)");
    }

    @Test
    void renderingTheEditionAgainGivesTheSameFilesApartFromTheGenerationTime(@TempDir Path dir) throws IOException {
        String commit = EditionPublisherTest.checkout(dir);
        Path results = EditionPublisherTest.results(dir, commit, EditionPublisherTest::published);
        Path edition = dir.resolve(EDITION);
        assertThat(EditionPublisherTest.publish(dir, results, EDITION, HTML).refusals()).isEmpty();
        Path whitepaper = edition.resolve("whitepaper");
        List<Path> files = EditionFiles.all(whitepaper);
        List<byte[]> before = files.stream().map(PublishedEditionTest::bytes).toList();

        new WhitePaperGenerator().generate(edition, false);

        assertThat(EditionFiles.all(whitepaper)).isEqualTo(files);
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            if (file.getFileName().toString().endsWith(".html")) {
                assertThat(withoutFooterTime(bytes(file))).as(file.toString()).isEqualTo(withoutFooterTime(before.get(i)));
            } else {
                assertThat(bytes(file)).as(file.toString()).isEqualTo(before.get(i));
            }
        }
    }

    private static String withoutFooterTime(byte[] html) {
        return new String(html, java.nio.charset.StandardCharsets.UTF_8).replaceAll("Last updated [0-9: -]+ UTC", "Last updated");
    }

    private static byte[] bytes(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void laterCommitsAreListedWhenTheyTouchTheCodeThatMeasures(@TempDir Path dir) throws IOException {
        String commit = EditionPublisherTest.checkout(dir);
        EditionPublisherTest.commit(dir, "harness/src/main/java/Timing.java", "Time the close too");
        EditionPublisherTest.commit(dir, "docs/method.md", "Say why");
        EditionPublisherTest.commit(dir, "whitepaper/src/main/java/Chart.java", "Wider bars");
        EditionPublisherTest.commit(dir, "write/NOTES.md", "A note");
        Path results = EditionPublisherTest.results(dir, commit, EditionPublisherTest::published);

        assertThat(EditionPublisherTest.publish(dir, results, EDITION, EditionPublisherTest.NOTHING).refusals()).isEmpty();

        String notes = Files.readString(dir.resolve(EDITION).resolve(EditionNotes.FILE));
        assertThat(notes).contains("Time the close too").doesNotContain("Say why", "Wider bars", "A note", "None at publication");
    }
}
