package persistencebench.generator.bookstore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Channel counts of MicroStream / EclipseStore storages. New storages use the white paper's rule; an existing
 * storage must be reopened with the count it was written with (it cannot change without a migration), which is
 * read from its {@code channel_<n>} directories.
 */
public final class StorageChannels {
    private static final Pattern CHANNEL_DIRECTORY = Pattern.compile("channel_\\d+");

    private StorageChannels() {
    }

    /**
     * The white paper's rule, {@code highestOneBit(cpus - 1)} with a floor of 1: a power of two that leaves one
     * processor to the producer. The only place the rule is written; the write case's {@code -Dchannels=auto} uses it.
     */
    public static int paperRule(int cpus) {
        return Integer.highestOneBit(Math.max(1, cpus - 1));
    }

    /**
     * The channel count of the storage in {@code storageDirectory}.
     *
     * @throws IllegalArgumentException if the directory holds no storage
     */
    public static int countIn(Path storageDirectory) {
        if (!Files.isDirectory(storageDirectory)) {
            throw new IllegalArgumentException("no storage at " + storageDirectory + ": the directory does not exist");
        }
        try (Stream<Path> entries = Files.list(storageDirectory)) {
            int channels = (int) entries.filter(Files::isDirectory)
                    .filter(p -> CHANNEL_DIRECTORY.matcher(p.getFileName().toString()).matches())
                    .count();
            if (channels == 0 || Integer.bitCount(channels) != 1) {
                throw new IllegalArgumentException("no valid storage at " + storageDirectory + ": found " + channels
                        + " channel_<n> directories, expected a power of two; delete the directory to regenerate it");
            }
            return channels;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + storageDirectory, e);
        }
    }
}
