package persistencebench.harness.durability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileForceTest {

    @Test
    void forcesEveryFileOfATreeAndLeavesItUnchanged(@TempDir Path dir) throws Exception {
        Files.createDirectories(dir.resolve("channel_0"));
        Files.writeString(dir.resolve("channel_0/channel_0_1.dat"), "data");
        Files.writeString(dir.resolve("channel_0/transactions_0.sft"), "log");
        Files.writeString(dir.resolve("ObjectId.dat"), "1");
        assertThat(FileForce.forceTree(dir, FileForceTest::log).files()).hasSize(3);
        assertThat(Files.readString(dir.resolve("channel_0/channel_0_1.dat"))).isEqualTo("data");
    }

    @Test
    void forcesOnlyTheFilesThatChangedLogsLastAndTheDirectoriesWhoseEntriesChanged(@TempDir Path dir) throws Exception {
        Path channel = Files.createDirectories(dir.resolve("channel_0"));
        Path data = Files.writeString(channel.resolve("channel_0_1.dat"), "data");
        Path log = Files.writeString(channel.resolve("transactions_0.sft"), "log");
        Path lock = Files.writeString(dir.resolve("used.lock"), "pid 1");
        Path dictionary = Files.writeString(dir.resolve("PersistenceTypeDictionary.ptd"), "types");
        TreeState forced = FileForce.forceTree(dir, FileForceTest::log);

        assertThat(FileForce.forceChanged(dir, forced, FileForceTest::log).files()).isEmpty();

        // a commit: an append to the data file, then to the log
        Files.writeString(log, "+entry", StandardOpenOption.APPEND);
        Files.writeString(data, "+entity", StandardOpenOption.APPEND);
        FileForce.Forced commit = FileForce.forceChanged(dir, forced, FileForceTest::log);
        assertThat(commit.files()).containsExactly(data, log);
        assertThat(commit.directories()).isEmpty();

        // a rewrite in place of the same size, seen by its time
        Files.writeString(lock, "pid 2");
        Files.setLastModifiedTime(lock, FileTime.fromMillis(Files.getLastModifiedTime(lock).toMillis() + 1_000));
        FileForce.Forced rewrite = FileForce.forceChanged(dir, commit.state(), FileForceTest::log);
        assertThat(rewrite.files()).containsExactly(lock);
        assertThat(rewrite.directories()).isEmpty();

        // housekeeping: a new data file, the old one deleted
        Path next = Files.writeString(channel.resolve("channel_0_2.dat"), "moved");
        Files.delete(data);
        FileForce.Forced cleanup = FileForce.forceChanged(dir, rewrite.state(), FileForceTest::log);
        assertThat(cleanup.files()).containsExactly(next);
        assertThat(cleanup.directories()).containsExactly(channel);
        assertThat(cleanup.state().files()).containsOnlyKeys(next, log, lock, dictionary);
    }

    @Test
    void everythingIsChangedSinceNothingWasForced(@TempDir Path dir) throws Exception {
        Path channel = Files.createDirectories(dir.resolve("channel_0"));
        Path log = Files.writeString(channel.resolve("transactions_0.sft"), "log");
        Path data = Files.writeString(channel.resolve("channel_0_1.dat"), "data");
        FileForce.Forced forced = FileForce.forceChanged(dir, TreeState.NOTHING, FileForceTest::log);
        assertThat(forced.files()).containsExactly(data, log);
        assertThat(forced.directories()).containsExactly(channel, dir);
    }

    @Test
    void aFileGoneSinceTheListingIsSkippedAndAnyOtherFailureReported(@TempDir Path dir) {
        FileForce.forceIfPresent(dir.resolve("channel_0_3.dat"), false);
        assertThatThrownBy(() -> FileForce.forceIfPresent(dir, false)).isInstanceOf(UncheckedIOException.class).hasMessageContaining("cannot force");
    }

    @Test
    void durabilityClassesParseAndSayWhetherFilesAreForced() {
        assertThat(Durability.parse("disk").forcesFiles()).isTrue();
        assertThat(Durability.parse(" OS ").forcesFiles()).isFalse();
        assertThat(Durability.OS.label()).isEqualTo("os");
    }

    @Test
    void aFileCreatedWhileTheChangesAreForcedIsForcedBeforeItReturns(@TempDir Path dir) throws Exception {
        Path channel = Files.createDirectories(dir.resolve("channel_0"));
        Path data = Files.writeString(channel.resolve("channel_0_1.dat"), "data");
        Path log = Files.writeString(channel.resolve("transactions_0.sft"), "log");
        TreeState forced = FileForce.forceTree(dir, FileForceTest::log);
        Files.writeString(data, "+entity", StandardOpenOption.APPEND);
        Files.writeString(log, "+entry", StandardOpenOption.APPEND);
        Path late = channel.resolve("channel_0_2.dat");
        // Housekeeping creating a file after the listing: the log test runs between the listing and the forces.
        Predicate<Path> creatingLate = file -> {
            if (Files.notExists(late)) {
                write(late);
            }
            return log(file);
        };
        FileForce.Forced forcedChanges = FileForce.forceChanged(dir, forced, creatingLate);
        assertThat(forcedChanges.files()).containsExactly(data, log, late);
        assertThat(forcedChanges.directories()).containsExactly(channel);
        assertThat(forcedChanges.state()).isEqualTo(TreeState.of(dir));
    }

    private static void write(Path file) {
        try {
            Files.writeString(file, "moved");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean log(Path file) {
        return file.toString().endsWith(".sft");
    }
}
