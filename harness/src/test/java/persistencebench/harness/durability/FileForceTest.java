package persistencebench.harness.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileForceTest {

    @Test
    void forcesEveryFileOfATreeAndLeavesItUnchanged(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("channel_0"));
        Files.writeString(dir.resolve("channel_0/channel_0_1.dat"), "data");
        Files.writeString(dir.resolve("channel_0/transactions_0.sft"), "log");
        Files.writeString(dir.resolve("ObjectId.dat"), "1");
        assertThat(FileForce.forceTree(dir)).isEqualTo(3);
        assertThat(Files.readString(dir.resolve("channel_0/channel_0_1.dat"))).isEqualTo("data");
    }

    @Test
    void aFileGoneSinceTheListingIsSkippedAndAnyOtherFailureReported(@TempDir Path dir) {
        FileForce.forceIfPresent(dir.resolve("channel_0_3.dat"));
        assertThatThrownBy(() -> FileForce.forceIfPresent(dir)).isInstanceOf(UncheckedIOException.class).hasMessageContaining("cannot force");
    }

    @Test
    void durabilityClassesParseAndSayWhetherFilesAreForced() {
        assertThat(Durability.parse("disk").forcesFiles()).isTrue();
        assertThat(Durability.parse(" OS ").forcesFiles()).isFalse();
        assertThat(Durability.OS.label()).isEqualTo("os");
    }
}
