package persistencebench.generator.bookstore;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import persistencebench.harness.files.Directories;

/**
 * The files of a storage directory with their sizes, at one moment: taken before and after something that must not
 * modify the storage (reading it), so that a change is named, not assumed away.
 *
 * @param files size in bytes by path relative to the directory ({@code /} separated), sorted
 */
public record StorageFootprint(Map<String, Long> files) {

    public StorageFootprint {
        files = Collections.unmodifiableMap(new TreeMap<>(files));
    }

    /** The regular files under {@code directory} now. */
    public static StorageFootprint of(Path directory) {
        Map<String, Long> files = new TreeMap<>();
        try {
            for (Map.Entry<String, Path> file : Directories.files(directory).entrySet()) {
                files.put(file.getKey(), Files.size(file.getValue()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the storage files under " + directory, e);
        }
        return new StorageFootprint(files);
    }

    /** The sizes of all its files summed. */
    public long totalBytes() {
        return files.values().stream().mapToLong(Long::longValue).sum();
    }

    /** How this footprint differs from {@code before}, one phrase per file, e.g. {@code channel_0/x.dat 100 -> 120 bytes}; empty when equal. */
    public List<String> changesSince(StorageFootprint before) {
        List<String> changes = new ArrayList<>();
        before.files.forEach((file, size) -> {
            Long now = files.get(file);
            if (now == null) {
                changes.add(file + " removed");
            } else if (!Objects.equals(now, size)) {
                changes.add(file + " " + size + " -> " + now + " bytes");
            }
        });
        files.forEach((file, size) -> {
            if (!before.files.containsKey(file)) {
                changes.add(file + " added (" + size + " bytes)");
            }
        });
        return changes;
    }
}
