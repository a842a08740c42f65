package persistencebench.whitepaper.edition;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

class EditionPublisherTest {
    static final Instant NOW = Instant.parse("2026-12-03T12:00:00Z");
    static final String EDITION = "editions/2026-12-03";
    static final String README = "# Title\n\n<!-- begin findings: none -->\nnot yet\n<!-- end findings -->\n\nQuick start\n";
    static final EditionPublisher.Rendering NOTHING = dir -> List.of();

    @Test
    void aDraftIsRefusedAndNothingIsWritten(@TempDir Path dir) throws IOException {
        String commit = checkout(dir);
        Path results = results(dir, commit, json -> { });

        EditionPublisher.Outcome outcome = publish(dir, results, EDITION, NOTHING);

        assertThat(outcome.refusals()).anyMatch(line -> line.startsWith("a draft cannot be published: read run: -Dquick"));
        assertThat(dir.resolve("editions")).doesNotExist();
        assertThat(Files.readString(dir.resolve("README.md"))).isEqualTo(README);
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

        EditionPublisher.Outcome outcome = publish(dir, results, EDITION, NOTHING);

        assertThat(outcome.refusals()).contains(
                "write-latest.json names no commit: an edition must say which code measured it",
                "read-latest.json was measured with uncommitted changes to commit fedcba9 (or does not say it was not): commit them"
                        + " and run the main job again");
    }

    @Test
    void anEditionIsAFolderOfTheCheckoutNamedByItsDateBesideAReadmeThatCanShowIt(@TempDir Path dir) throws IOException {
        String commit = checkout(dir);
        Files.delete(dir.resolve("README.md"));
        Path results = results(dir, commit, EditionPublisherTest::published);

        assertThat(publish(dir, results, "editions/latest", NOTHING).refusals()).containsExactly(
                "-Dedition=editions/latest is not a folder named by its date directly under the checkout's editions/ (its real path,"
                        + " links and .. resolved, is " + dir.toRealPath().resolve("editions/latest") + "), e.g."
                        + " -Dedition=editions/2026-12-03",
                "no README.md with a findings block (a line <!-- begin findings: none --> and a later line <!-- end findings -->)"
                        + " in the checkout: the edition would be published without the README showing it");
    }

    @Test
    void aFolderThatEscapesTheCheckoutByItsDotsIsRefusedByItsRealPath(@TempDir Path dir) throws IOException {
        Path checkout = Files.createDirectory(dir.resolve("checkout"));
        String commit = checkout(checkout);
        Files.createDirectories(checkout.resolve("editions"));
        Path results = results(checkout, commit, EditionPublisherTest::published);
        String escape = "editions/../../elsewhere/2026-12-03";

        assertThat(publish(checkout, results, escape, NOTHING).refusals()).containsExactly("-Dedition=" + escape + " is outside the"
                + " checkout, not a folder named by its date directly under the checkout's editions/ (its real path, links and .."
                + " resolved, is " + dir.toRealPath().resolve("elsewhere/2026-12-03") + "), e.g. -Dedition=editions/2026-12-03");
        assertThat(dir.resolve("elsewhere")).doesNotExist();
        assertThat(Files.readString(checkout.resolve("README.md"))).isEqualTo(README);
    }

    @Test
    void anEditionsFolderThatLinksOutOfTheCheckoutIsRefused(@TempDir Path dir) throws IOException {
        Path checkout = Files.createDirectory(dir.resolve("checkout"));
        String commit = checkout(checkout);
        Path elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
        Files.createSymbolicLink(checkout.resolve("editions"), elsewhere);
        Path results = results(checkout, commit, EditionPublisherTest::published);

        assertThat(publish(checkout, results, EDITION, NOTHING).refusals()).singleElement().asString()
                .startsWith("-Dedition=" + EDITION + " is outside the checkout, not a folder named by its date directly under the"
                        + " checkout's editions/ (its real path, links and .. resolved, is " + elsewhere.toRealPath().resolve("2026-12-03"));
        assertThat(elsewhere).isEmptyDirectory();
        assertThat(Files.readString(checkout.resolve("README.md"))).isEqualTo(README);
    }

    @Test
    void draftsWhoseStatusWasEditedToPublishedAreRefusedByTheSettingsTheyRecord(@TempDir Path dir) throws IOException {
        String commit = checkout(dir);
        Path results = dir.resolve("results");
        Files.createDirectories(results);
        Consumer<ObjectNode> editedDraft = json -> {
            code(json, commit, false);
            published(json);
            ObjectNode settings = (ObjectNode) json.get("environment").get("settings");
            settings.put("quick", "true").put("forks", "1");
            ((ObjectNode) json.get("environment").get("publishedSettings")).put("forks", "3");
        };
        Fixtures.alterEngines(results, Fixtures.WRITE, editedDraft);
        Fixtures.alterEngines(results, Fixtures.READ, editedDraft);

        EditionPublisher.Outcome outcome = publish(dir, results, EDITION, NOTHING);

        assertThat(outcome.refusals()).containsExactly(
                "a draft cannot be published: write run: write-latest.json says publication.status \"published\", but the"
                        + " settings it records make it a draft (-Dforks=1 (published: 3))",
                "a draft cannot be published: read run: read-latest.json says publication.status \"published\", but the"
                        + " settings it records make it a draft (-Dforks=1 (published: 3))");
        assertThat(dir.resolve("editions")).doesNotExist();
        assertThat(Files.readString(dir.resolve("README.md"))).isEqualTo(README);
    }

    @Test
    void aPublishedStatusWithoutTheSettingsToBearItOutIsRefused(@TempDir Path dir) throws IOException {
        String commit = checkout(dir);
        Path results = results(dir, commit, json -> {
            published(json);
            ((ObjectNode) json.get("environment")).remove("publishedSettings");
        });

        assertThat(publish(dir, results, EDITION, NOTHING).refusals()).containsExactly("read-latest.json says publication.status"
                + " \"published\" but records no environment.publishedSettings (it was written before they were recorded, or edited),"
                + " so its settings cannot bear the status out: rerun the main job (./mvnw verify -Pmain-job) with this checkout");
    }

    @Test
    void aRunWhoseMachineWasBusyOrWhichDoesNotSayIsRefused(@TempDir Path dir) throws IOException {
        String commit = checkout(dir);
        Path results = results(dir, commit, json -> {
            published(json);
            json.remove("quietness");
        });
        Fixtures.alterEngines(results, Fixtures.WRITE, json -> {
            code(json, commit, false);
            publishedSettings(json);
            quietMachine(json, 0.12);
        });

        assertThat(publish(dir, results, EDITION, NOTHING).refusals()).containsExactly(
                "a draft cannot be published: write run: write-latest.json says publication.status \"published\", but the machine"
                        + " was not quiet: others took 12.1 % of its CPU time during the samples (other processes 12.0 %, the"
                        + " hypervisor 0.1 %), more than the 5 % a published run allows",
                "read-latest.json records no quietness, so it cannot show that its machine was quiet: rerun the main job"
                        + " (./mvnw verify -Pmain-job) with this checkout on Linux");
        assertThat(dir.resolve("editions")).doesNotExist();
    }

    @Test
    void aMeasuredCommitOutsideTheCheckoutsHistoryIsRefused(@TempDir Path dir) throws IOException {
        checkout(dir);
        Path results = results(dir, "0123456789abcdef0123456789abcdef01234567", EditionPublisherTest::published);

        assertThat(publish(dir, results, EDITION, NOTHING).refusals()).containsExactly("the commits after the measured one cannot be"
                + " listed: the measured commit 0123456789abcdef0123456789abcdef01234567 is not in this checkout's history up to HEAD:"
                + " publish from a checkout of it or of a later commit");
    }

    @Test
    void aFileOverTheLimitLeavesNoEdition(@TempDir Path dir) throws IOException {
        String commit = checkout(dir);
        Path results = results(dir, commit, EditionPublisherTest::published);

        EditionPublisher.Outcome outcome = publish(dir, results, EDITION, folder -> {
            Path pdf = folder.resolve("whitepaper/whitepaper.pdf");
            Files.createDirectories(pdf.getParent());
            Files.write(pdf, new byte[(int) EditionFiles.MAX_FILE_BYTES + 1]);
            return List.of();
        });

        assertThat(outcome.refusals()).containsExactly("whitepaper/whitepaper.pdf has " + (EditionFiles.MAX_FILE_BYTES + 1)
                + " bytes, more than the " + EditionFiles.MAX_FILE_BYTES + " an edition's file may have");
        assertThat(dir.resolve(EDITION)).doesNotExist();
        assertThat(dir.resolve("editions")).isEmptyDirectory();
        assertThat(Files.readString(dir.resolve("README.md"))).isEqualTo(README);
    }

    static EditionPublisher.Outcome publish(Path checkout, Path results, String edition, EditionPublisher.Rendering rendering)
            throws IOException {
        return new EditionPublisher().publish(results, checkout.resolve(edition), edition, checkout, rendering, NOW);
    }

    /** A git checkout in {@code dir} with {@link #README} committed; returns the commit. */
    static String checkout(Path dir) throws IOException {
        Files.writeString(dir.resolve("README.md"), README);
        git(dir, "init", "-q");
        return commit(dir, "README.md", "a README");
    }

    /** Commits {@code path} (created if missing) with {@code subject}; returns the commit. */
    static String commit(Path dir, String path, String subject) throws IOException {
        Path file = dir.resolve(path);
        if (!Files.exists(file)) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, subject + "\n");
        }
        git(dir, "add", path);
        git(dir, "-c", "user.name=test", "-c", "user.email=test@example.org", "commit", "-q", "-m", subject);
        return git(dir, "rev-parse", "HEAD").strip();
    }

    private static String git(Path dir, String... args) throws IOException {
        List<String> command = new java.util.ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        Process git = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            assertThat(git.waitFor(30, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            throw new IOException(e);
        }
        assertThat(git.exitValue()).as("git %s: %s", command, output).isZero();
        return output;
    }

    /** The runs on every database, both measured by {@code commit}, the read run changed by {@code readChange}. */
    static Path results(Path dir, String commit, Consumer<ObjectNode> readChange) throws IOException {
        Path results = dir.resolve("results");
        Files.createDirectories(results);
        Fixtures.alterEngines(results, Fixtures.WRITE, json -> {
            code(json, commit, false);
            publishedSettings(json);
            quietMachine(json, 0.004);
        });
        Fixtures.alterEngines(results, Fixtures.READ, json -> {
            code(json, commit, false);
            quietMachine(json, 0.004);
            readChange.accept(json);
        });
        return results;
    }

    /** Records that others took {@code otherCpuShare} of the machine during the samples, as a program records it. */
    static void quietMachine(ObjectNode json, double otherCpuShare) {
        json.putObject("quietness").put("otherCpuShare", otherCpuShare).put("stealShare", 0.001).put("limit", 0.05)
                .put("samples", 120).put("sampleSeconds", 640.5);
    }

    /** Marks the run published, with settings that bear it out: those it records are the published ones. */
    static void published(ObjectNode json) {
        ObjectNode publication = json.putObject("publication");
        publication.put("status", "published");
        publication.putArray("reasons");
        publishedSettings(json);
        if (!json.has("quietness")) {
            quietMachine(json, 0.004);
        }
    }

    /** Records the run's settings as the published ones too, as a program records them when they are. */
    private static void publishedSettings(ObjectNode json) {
        ObjectNode environment = (ObjectNode) json.get("environment");
        environment.set("publishedSettings", environment.get("settings").deepCopy());
    }

    private static void code(ObjectNode json, String commit, boolean dirty) {
        ObjectNode code = ((ObjectNode) json.get("environment")).putObject("code");
        code.put("commit", commit);
        code.put("dirty", dirty);
    }
}
