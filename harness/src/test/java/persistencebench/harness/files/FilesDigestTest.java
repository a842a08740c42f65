package persistencebench.harness.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FilesDigestTest {
    @TempDir
    Path directory;

    @Test
    void theSameFilesGiveTheSameDigestAndAByteANameOrAFileMoreChangeIt() throws IOException {
        Path a = tree("a", "day-01.json", "[1,2]", "day-02.json", "[3]");
        Path b = tree("b", "day-02.json", "[3]", "day-01.json", "[1,2]");
        assertThat(FilesDigest.sha256(a)).hasSize(64).isEqualTo(FilesDigest.sha256(b));
        assertThat(FilesDigest.sha256(tree("c", "day-01.json", "[1,3]", "day-02.json", "[3]"))).as("one byte").isNotEqualTo(FilesDigest.sha256(a));
        assertThat(FilesDigest.sha256(tree("d", "day-01.json", "[1,2]", "day-03.json", "[3]"))).as("a name").isNotEqualTo(FilesDigest.sha256(a));
        Files.writeString(b.resolve("extra"), "");
        assertThat(FilesDigest.sha256(b)).as("an empty file more").isNotEqualTo(FilesDigest.sha256(a));
    }

    private Path tree(String name, String... namesAndTexts) throws IOException {
        Path root = Files.createDirectories(directory.resolve(name).resolve("sub"));
        for (int i = 0; i < namesAndTexts.length; i += 2) {
            Files.writeString(root.resolve(namesAndTexts[i]), namesAndTexts[i + 1]);
        }
        return directory.resolve(name);
    }
}
