package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.measure.CellResult;
import persistencebench.read.fork.ReadTask;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.harness.testing.Slow;

/** A storage whose files change while the run reads it is a problem of the run, naming the store and the file. */
@Slow
class StorageModificationTest {

    @Test
    void aStorageFileThatChangesDuringTheRunIsReported(@TempDir Path results) throws IOException {
        Path storage = TinyBookstore.dataset().directory().resolve("microstream-tuned");
        Path intruder = storage.resolve("written-while-reading.txt");
        BackendRegistry<ReadBackend> registry = TinyBookstore.registry();
        PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        TaskExecutor writingExecutor = new TaskExecutor() {
            private final InProcessExecutor reading = new InProcessExecutor(registry, quiet);

            @Override
            public List<CellResult> execute(ReadTask task, List<String> jvmFlags) {
                try {
                    Files.writeString(intruder, "x".repeat(task.fork()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
                return reading.execute(task, jvmFlags);
            }

            @Override
            public String description() {
                return "in-process, writing into the storage before every task";
            }
        };

        ReadRun.Outcome outcome;
        try {
            outcome = new ReadRun(TinyBookstore.settings(registry, results, 1, 0, "backends", "microstream", "variants", "tuned"),
                    DatabaseServers.of(TestPostgres.server()), registry, writingExecutor, quiet)
                    .withPageCacheDrop(() -> false).run();
        } finally {
            Files.deleteIfExists(intruder);
        }

        assertThat(outcome.verified()).isFalse();
        assertThat(outcome.problems()).containsExactly("reading modified the storage microstream-tuned (" + storage
                + "): written-while-reading.txt added (1 bytes)");
    }
}
