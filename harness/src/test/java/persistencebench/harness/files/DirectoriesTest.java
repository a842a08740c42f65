package persistencebench.harness.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DirectoriesTest {
    @TempDir
    Path dir;

    @Test
    void measuresDeletesAndRecreatesTrees() throws Exception {
        Path tree = dir.resolve("storage");
        Files.createDirectories(tree.resolve("channel_0"));
        Files.write(tree.resolve("channel_0/file_1.dat"), new byte[1000]);
        Files.write(tree.resolve("root.dat"), new byte[24]);
        assertThat(Directories.sizeOf(tree)).isEqualTo(1024);

        Directories.recreate(tree);
        assertThat(tree).isEmptyDirectory();

        Directories.delete(tree);
        assertThat(tree).doesNotExist();
        Directories.delete(tree);
    }

    @Test
    void listsTheRegularFilesByTheirRelativeSlashSeparatedNamesInNameOrder() throws Exception {
        Path tree = dir.resolve("storage");
        Files.createDirectories(tree.resolve("channel_1"));
        Files.createDirectories(tree.resolve("empty"));
        Files.write(tree.resolve("channel_1/b.dat"), new byte[1]);
        Files.write(tree.resolve("a.dat"), new byte[2]);
        Files.write(tree.resolve("channel_0.dat"), new byte[3]);

        assertThat(Directories.files(tree)).containsExactly(Map.entry("a.dat", tree.resolve("a.dat")),
                Map.entry("channel_0.dat", tree.resolve("channel_0.dat")), Map.entry("channel_1/b.dat", tree.resolve("channel_1/b.dat")));
    }
}
