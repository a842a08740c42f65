package persistencebench.harness.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
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
}
