package persistencebench.whitepaper.edition;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.testing.Slow;
import persistencebench.whitepaper.Fixtures;
import persistencebench.whitepaper.WhitePaperGenerator;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.ResultsLoader;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;

import static org.assertj.core.api.Assertions.assertThat;

/** A whole publication, the white paper rendered (as HTML only, to keep it short) from the edition's own files. */
@Slow
class PublishedEditionTest {

    @Test
    void anEditionHoldsTheCompressedRunsTheirWhitePaperAndItsNotes(@TempDir Path dir) throws IOException {
        Path results = EditionPublisherTest.results(dir, EditionPublisherTest::published);
        Path edition = dir.resolve("editions/2026-12-03");
        Path readme = dir.resolve("README.md");
        Files.writeString(readme, "# Title\n\n<!-- begin findings: old -->\nold table\n<!-- end findings -->\n\nQuick start\n");

        EditionPublisher.Outcome outcome = EditionPublisherTest.publish(results, edition, dir,
                folder -> new WhitePaperGenerator().generate(folder, false).warnings());

        assertThat(outcome.refusals()).isEmpty();
        for (String name : List.of(Fixtures.WRITE, Fixtures.READ)) {
            try (InputStream in = new GZIPInputStream(Files.newInputStream(edition.resolve(name + ".gz")))) {
                assertThat(in.readAllBytes()).as(name).isEqualTo(Files.readAllBytes(results.resolve(name)));
            }
        }
        assertThat(edition.resolve("whitepaper/whitepaper.html")).isRegularFile();
        AvailableResults published = new ResultsLoader().load(edition);
        assertThat(published.read().orElseThrow().cells()).hasSameSizeAs(new ResultsLoader().load(results).read().orElseThrow().cells());

        String notes = Files.readString(edition.resolve(EditionNotes.FILE));
        assertThat(notes).contains("commit `" + EditionPublisherTest.COMMIT + "`", "published 2026-12-03",
                "./mvnw -q -pl whitepaper exec:java -Dresults=editions/2026-12-03", "`write-latest.json.gz`",
                "`whitepaper/whitepaper.html`", "Not checked at publication: git log " + EditionPublisherTest.COMMIT + "..HEAD failed");
        // the fixtures' runs took 40 and 20 minutes, start to finish
        assertThat(notes).contains("| running time (pauses between an interruption and its resume left out) | 40 min | 20 min |",
                "Job time, write and read running: **1 h 00 min**");

        String text = Files.readString(readme);
        assertThat(outcome.readmeUpdated()).isTrue();
        assertThat(text).startsWith("# Title\n\n<!-- begin findings: editions/2026-12-03 -->\n")
                .endsWith("<!-- end findings -->\n\nQuick start\n")
                .contains(FindingsTable.markdown(published, "editions/2026-12-03/whitepaper/whitepaper.pdf"));
        assertThat(ReadmeFindings.of(text).orElseThrow().edition()).isEqualTo("editions/2026-12-03");

        assertThat(EditionPublisherTest.publish(results, edition, dir, EditionPublisherTest.NOTHING).refusals())
                .containsExactly(edition + " already holds files: a published edition is never overwritten (publish into a new"
                        + " folder, or delete this one first)");
    }

}
