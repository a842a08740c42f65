package persistencebench.harness.result;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CodeVersionTest {
    @TempDir
    Path checkout;

    private void git(String... arguments) throws Exception {
        String[] command = new String[arguments.length + 3];
        command[0] = "git";
        command[1] = "-C";
        command[2] = checkout.toString();
        System.arraycopy(arguments, 0, command, 3, arguments.length);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        process.getInputStream().readAllBytes();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(String.join(" ", command)).isZero();
    }

    @Test
    void aChangedSourceMakesTheCodeDirtyAndALogBesideItDoesNot() throws Exception {
        Files.createDirectories(checkout.resolve("write/src/main/java"));
        Files.writeString(checkout.resolve("write/src/main/java/A.java"), "class A {}\n");
        Files.writeString(checkout.resolve("pom.xml"), "<project/>\n");
        git("init", "-q");
        git("add", ".");
        git("-c", "user.name=test", "-c", "user.email=test@example.org", "commit", "-q", "-m", "first");

        Map<String, Object> clean = CodeVersion.of(checkout.resolve("write"));
        assertThat(clean.get("commit")).asString().hasSize(40);
        assertThat(clean).containsEntry("dirty", false).doesNotContainKey("changesDigest").containsKey(CodeVersion.INPUTS_DIGEST);

        Files.writeString(checkout.resolve("job.log"), "a log the job writes into the checkout\n");
        Files.writeString(checkout.resolve("hs_err_pid42.log"), "a fork's crash dump\n");
        assertThat(CodeVersion.of(checkout)).as("no build input changed").isEqualTo(clean);

        Files.writeString(checkout.resolve("README.md"), "documents\n");
        git("add", "README.md");
        git("-c", "user.name=test", "-c", "user.email=test@example.org", "commit", "-q", "-m", "documents only");
        Map<String, Object> documented = CodeVersion.of(checkout);
        assertThat(documented.get("commit")).isNotEqualTo(clean.get("commit"));
        assertThat(documented.get(CodeVersion.INPUTS_DIGEST)).as("a commit of documents builds the same code")
                .isEqualTo(clean.get(CodeVersion.INPUTS_DIGEST));

        Files.writeString(checkout.resolve("write/src/main/java/B.java"), "class B {}\n");
        Map<String, Object> untracked = CodeVersion.of(checkout);
        assertThat(untracked).containsEntry("dirty", true).containsKey("changesDigest");
        Files.writeString(checkout.resolve("write/src/main/java/B.java"), "class B { int x; }\n");
        assertThat(CodeVersion.of(checkout).get("changesDigest")).as("an untracked source's content counts")
                .isNotEqualTo(untracked.get("changesDigest"));
        assertThat(untracked.get(CodeVersion.INPUTS_DIGEST)).isNotEqualTo(clean.get(CodeVersion.INPUTS_DIGEST));
    }

    @Test
    void outsideAGitCheckoutTheVersionIsUnknownWithTheReason() {
        Map<String, Object> version = CodeVersion.of(checkout);
        assertThat(version).containsEntry("commit", "unknown");
        assertThat(version.get("why")).asString().contains("not a git checkout");
    }

    @Test
    void theRunningDigestCoversTheClassesCodeSourcesAndIsEmptyWhereOneCannotBeRead() {
        assertThat(CodeVersion.runningDigest(CodeVersion.class)).hasValueSatisfying(digest -> assertThat(digest).hasSize(64))
                .isEqualTo(CodeVersion.runningDigest(CodeVersion.class));
        assertThat(CodeVersion.runningDigest(CodeVersion.class, org.junit.jupiter.api.Test.class))
                .isNotEqualTo(CodeVersion.runningDigest(CodeVersion.class));
        assertThat(CodeVersion.runningDigest(String.class)).as("a class of the platform has no code source to read").isEmpty();
    }
}
