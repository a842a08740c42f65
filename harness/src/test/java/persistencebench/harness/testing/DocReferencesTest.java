package persistencebench.harness.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every reference of the repository to a section or rule of its documents resolves, and a broken one is named with its
 * file and line. The planted references below are assembled from parts, so that this file holds none itself.
 */
class DocReferencesTest {
    private static final String METHOD = "method" + ".md";
    private static final String RULE = "rule" + " ";

    @Test
    void everyReferenceOfTheRepositoryResolves() {
        Path root = Path.of("").toAbsolutePath().getParent();
        assertThat(root.resolve("docs").resolve(METHOD)).isRegularFile();

        assertThat(DocReferences.broken(root)).isEmpty();
    }

    @Test
    void aPlantedBrokenReferenceIsNamedWithItsFileAndLine(@TempDir Path root) throws IOException {
        Files.createDirectories(root.resolve("docs"));
        Files.writeString(root.resolve("docs").resolve(METHOD), "# Method\n\n## The rules\n\n1. **One.** a\n2. **Two.** b\n\n## Claims\n\ntext\n");
        Files.writeString(root.resolve("docs/other.md"), "# Other\n\nSee " + METHOD + ", \"Claims\" and fairness " + RULE + "2.\n"
                + "See " + METHOD + ", \"Claimz\".\nBy fairness " + RULE + "12.\nAs [the claims](" + METHOD + "#claimz) say, and [these](" + METHOD
                + "#claims).\n");
        Files.writeString(root.resolve("Some.java"), "/** ({@code docs/" + METHOD + "}, \"Intervals\") */\nclass Some {\n}\n");

        assertThat(DocReferences.broken(root)).containsExactlyInAnyOrder(
                "Some.java:1: " + METHOD + ", \"Intervals\" names no heading of docs/" + METHOD,
                "docs/other.md:4: " + METHOD + ", \"Claimz\" names no heading of docs/" + METHOD,
                "docs/other.md:5: " + RULE + "12 is not one of docs/" + METHOD + "'s rules (1–2)",
                "docs/other.md:6: #claimz is no heading's anchor in docs/" + METHOD);
    }

    @Test
    void anAnchorIsTheHeadingInLowerCaseWithoutPunctuationAndWithHyphensForSpaces() {
        assertThat(DocReferences.anchor("Samples and forks (defaults)")).isEqualTo("samples-and-forks-defaults");
        assertThat(DocReferences.anchor("The concurrent readers' protocol")).isEqualTo("the-concurrent-readers-protocol");
    }
}
