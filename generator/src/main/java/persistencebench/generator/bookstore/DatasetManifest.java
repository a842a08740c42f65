package persistencebench.generator.bookstore;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.BookstoreSize;

/**
 * The name → value form of a {@link BookstoreSummary} that marks a store as complete: {@code manifest.properties}
 * in the dataset directory and the rows of PostgreSQL's {@code dataset_manifest} table. Entries: {@code format},
 * {@code size}, {@code seed}, {@code digest} and {@code count.<entity>} per entity type.
 */
public final class DatasetManifest {
    public static final String FILE_NAME = "manifest.properties";
    private static final String COUNT_PREFIX = "count.";

    private DatasetManifest() {
    }

    public static Map<String, String> toEntries(BookstoreSummary summary) {
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("format", Integer.toString(summary.formatVersion()));
        entries.put("size", summary.size().label());
        entries.put("seed", Long.toString(summary.seed()));
        entries.put("digest", summary.digest());
        summary.counts().forEach((entity, count) -> entries.put(COUNT_PREFIX + entity, Long.toString(count)));
        return entries;
    }

    /**
     * Parses entries written by {@link #toEntries} for the current generator format.
     *
     * @throws IllegalArgumentException saying what is missing or stale
     */
    public static BookstoreSummary fromEntries(Map<String, String> entries) {
        int format = Integer.parseInt(required(entries, "format"));
        if (format != BookstoreGenerator.FORMAT_VERSION) {
            throw new IllegalArgumentException("written by generator format " + format + ", current is "
                    + BookstoreGenerator.FORMAT_VERSION);
        }
        Map<String, Long> counts = new LinkedHashMap<>();
        for (BookstoreEntityType type : BookstoreEntityType.values()) {
            counts.put(type.key(), Long.parseLong(required(entries, COUNT_PREFIX + type.key())));
        }
        return new BookstoreSummary(BookstoreSize.parse(required(entries, "size")),
                Long.parseLong(required(entries, "seed")), format, counts, required(entries, "digest"));
    }

    private static String required(Map<String, String> entries, String name) {
        String value = entries.get(name);
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("entry \"" + name + "\" is missing");
        }
        return value;
    }

    /** Writes {@code manifest.properties} into {@code directory} atomically (temporary file, then rename). */
    public static void write(Path directory, BookstoreSummary summary) {
        Path target = directory.resolve(FILE_NAME);
        Path temporary = DatasetFiles.temporaryFor(target);
        Properties properties = new Properties();
        properties.putAll(toEntries(summary));
        try (Writer out = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
            properties.store(out, "bookstore dataset, complete; written after every store in this directory");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + temporary, e);
        }
        DatasetFiles.publish(temporary, target);
    }

    /**
     * Reads {@code manifest.properties} from {@code directory}.
     *
     * @throws IllegalArgumentException if it is missing, unreadable or stale (the message says which)
     */
    public static BookstoreSummary read(Path directory) {
        Path file = directory.resolve(FILE_NAME);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(file + " does not exist");
        }
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage(), e);
        }
        Map<String, String> entries = new TreeMap<>();
        properties.stringPropertyNames().forEach(name -> entries.put(name, properties.getProperty(name)));
        try {
            return fromEntries(entries);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        }
    }
}
