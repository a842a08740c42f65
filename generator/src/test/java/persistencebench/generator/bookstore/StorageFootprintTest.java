package persistencebench.generator.bookstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StorageFootprintTest {

    @Test
    void namesEveryFileThatWasAddedRemovedOrResized(@TempDir Path storage) throws IOException {
        Files.createDirectories(storage.resolve("channel_0"));
        Files.writeString(storage.resolve("channel_0/channel_0_1.dat"), "12345");
        Files.writeString(storage.resolve("channel_0/transactions_0.sft"), "12");
        StorageFootprint before = StorageFootprint.of(storage);

        Files.writeString(storage.resolve("channel_0/channel_0_1.dat"), "1234567");
        Files.delete(storage.resolve("channel_0/transactions_0.sft"));
        Files.writeString(storage.resolve("channel_0/channel_0_2.dat"), "1");

        assertThat(before.files()).containsExactly(Map.entry("channel_0/channel_0_1.dat", 5L),
                Map.entry("channel_0/transactions_0.sft", 2L));
        assertThat(StorageFootprint.of(storage).changesSince(before)).containsExactly("channel_0/channel_0_1.dat 5 -> 7 bytes",
                "channel_0/transactions_0.sft removed", "channel_0/channel_0_2.dat added (1 bytes)");
        assertThat(before.changesSince(before)).isEmpty();
    }
}
