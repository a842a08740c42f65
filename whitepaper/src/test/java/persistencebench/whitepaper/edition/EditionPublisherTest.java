package persistencebench.whitepaper.edition;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

class EditionPublisherTest {
    static final Instant NOW = Instant.parse("2026-12-03T12:00:00Z");
    static final String COMMIT = "0123abc";
    static final EditionPublisher.Rendering NOTHING = dir -> List.of();

    @Test
    void aDraftIsRefusedAndNothingIsWritten(@TempDir Path dir) throws IOException {
        Path results = results(dir, json -> { });
        Path edition = dir.resolve("edition");

        EditionPublisher.Outcome outcome = publish(results, edition, dir, NOTHING);

        assertThat(outcome.refusals()).anyMatch(line -> line.startsWith("a draft cannot be published: read run: -Dquick"));
        assertThat(edition).doesNotExist();
    }

    @Test
    void runsThatNameNoCommitOrUncommittedCodeAreRefused(@TempDir Path dir) throws IOException {
        Path results = dir.resolve("results");
        Files.createDirectories(results);
        Fixtures.alterEngines(results, Fixtures.WRITE, json -> { });
        Fixtures.alterEngines(results, Fixtures.READ, json -> {
            published(json);
            code(json, "fedcba9", true);
        });

        EditionPublisher.Outcome outcome = publish(results, dir.resolve("edition"), dir, NOTHING);

        assertThat(outcome.refusals()).contains(
                "write-latest.json names no commit: an edition must say which code measured it",
                "read-latest.json was measured with uncommitted changes to commit fedcba9: commit them and run the main job again");
    }

    @Test
    void aFileOverTheLimitTakesTheWholeEditionAway(@TempDir Path dir) throws IOException {
        Path results = results(dir, EditionPublisherTest::published);
        Path edition = dir.resolve("edition");

        EditionPublisher.Outcome outcome = publish(results, edition, dir, folder -> {
            Path pdf = folder.resolve("whitepaper/whitepaper.pdf");
            Files.createDirectories(pdf.getParent());
            Files.write(pdf, new byte[(int) EditionFiles.MAX_FILE_BYTES + 1]);
            return List.of();
        });

        assertThat(outcome.refusals()).containsExactly("whitepaper/whitepaper.pdf has " + (EditionFiles.MAX_FILE_BYTES + 1)
                + " bytes, more than the " + EditionFiles.MAX_FILE_BYTES + " an edition's file may have");
        assertThat(edition).doesNotExist();
    }

    static EditionPublisher.Outcome publish(Path results, Path edition, Path checkout, EditionPublisher.Rendering rendering)
            throws IOException {
        String name = checkout.relativize(edition).toString().replace('\\', '/');
        return new EditionPublisher().publish(results, edition, name, checkout, rendering, NOW);
    }

    /** The runs on every database, both measured by {@link #COMMIT}, the read run changed by {@code readChange}. */
    static Path results(Path dir, Consumer<ObjectNode> readChange) throws IOException {
        Path results = dir.resolve("results");
        Files.createDirectories(results);
        Fixtures.alterEngines(results, Fixtures.WRITE, json -> code(json, COMMIT, false));
        Fixtures.alterEngines(results, Fixtures.READ, json -> {
            code(json, COMMIT, false);
            readChange.accept(json);
        });
        return results;
    }

    static void published(ObjectNode json) {
        ObjectNode publication = json.putObject("publication");
        publication.put("status", "published");
        publication.putArray("reasons");
    }

    private static void code(ObjectNode json, String commit, boolean dirty) {
        ObjectNode code = ((ObjectNode) json.get("environment")).putObject("code");
        code.put("commit", commit);
        code.put("dirty", dirty);
    }
}
