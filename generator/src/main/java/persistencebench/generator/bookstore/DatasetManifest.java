package persistencebench.generator.bookstore;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.query.CountryYears;

/**
 * The name → value form of a {@link StoreManifest} that marks a store as complete: a {@code .manifest.properties}
 * file beside each storage directory and the rows of the database's {@code dataset_manifest} table. Entries:
 * {@code format}, {@code size}, {@code seed}, {@code count.<entity>} and {@code digest.<entity>} per entity type,
 * per country {@code country.<id>.name} and {@code country.<id>.foreignerYears} (comma-separated), and how the store
 * was built: {@code build.loadMillis}, {@code build.generateMillis} and {@code build.builtAt} (ISO-8601 UTC).
 */
public final class DatasetManifest {
    private static final String COUNT = "count.";
    private static final String DIGEST = "digest.";
    private static final String COUNTRY = "country.";
    private static final String NAME = ".name";
    private static final String FOREIGNER_YEARS = ".foreignerYears";
    private static final String LOAD_MILLIS = "build.loadMillis";
    private static final String GENERATE_MILLIS = "build.generateMillis";
    private static final String BUILT_AT = "build.builtAt";

    private DatasetManifest() {
    }

    public static Map<String, String> toEntries(StoreManifest manifest) {
        BookstoreSummary summary = manifest.summary();
        Map<String, String> entries = new LinkedHashMap<>();
        entries.put("format", Integer.toString(summary.formatVersion()));
        entries.put("size", summary.size().label());
        entries.put("seed", Long.toString(summary.seed()));
        summary.content().counts().forEach((entity, count) -> entries.put(COUNT + entity, Long.toString(count)));
        summary.content().digests().forEach((entity, digest) -> entries.put(DIGEST + entity, digest));
        for (CountryYears country : summary.countryYears()) {
            entries.put(COUNTRY + country.countryId() + NAME, country.name());
            entries.put(COUNTRY + country.countryId() + FOREIGNER_YEARS,
                    country.years().stream().map(String::valueOf).collect(Collectors.joining(",")));
        }
        entries.put(LOAD_MILLIS, Long.toString(manifest.build().loadMillis()));
        entries.put(GENERATE_MILLIS, Long.toString(manifest.build().generateMillis()));
        entries.put(BUILT_AT, manifest.build().builtAt().toString());
        return entries;
    }

    /**
     * Parses entries written by {@link #toEntries} for the current generator format.
     *
     * @throws IllegalArgumentException saying what is missing or stale, also for entries without the build ones
     *                                  (written before markers recorded them): their store is rebuilt, so every run
     *                                  can say what each store cost
     */
    public static StoreManifest fromEntries(Map<String, String> entries) {
        int format = Integer.parseInt(required(entries, "format"));
        if (format != BookstoreGenerator.FORMAT_VERSION) {
            throw new IllegalArgumentException("written by generator format " + format + ", current is " + BookstoreGenerator.FORMAT_VERSION);
        }
        BookstoreSummary summary = summary(entries, format);
        if (!entries.containsKey(LOAD_MILLIS)) {
            throw new IllegalArgumentException("it records no build time (written before markers recorded how long their store took"
                    + " to build)");
        }
        try {
            return new StoreManifest(summary, new StoreBuild(Long.parseLong(required(entries, LOAD_MILLIS)),
                    Long.parseLong(required(entries, GENERATE_MILLIS)), Instant.parse(required(entries, BUILT_AT))));
        } catch (NumberFormatException | DateTimeParseException e) {
            throw new IllegalArgumentException("its build entries are not valid: " + e.getMessage(), e);
        }
    }

    private static BookstoreSummary summary(Map<String, String> entries, int format) {
        Map<String, Long> counts = new LinkedHashMap<>();
        Map<String, String> digests = new LinkedHashMap<>();
        for (BookstoreEntityType type : BookstoreEntityType.values()) {
            counts.put(type.key(), Long.parseLong(required(entries, COUNT + type.key())));
            digests.put(type.key(), required(entries, DIGEST + type.key()));
        }
        List<CountryYears> countries = new ArrayList<>();
        for (long id : countryIds(entries)) {
            String years = required(entries, COUNTRY + id + FOREIGNER_YEARS);
            countries.add(new CountryYears(id, required(entries, COUNTRY + id + NAME), years.isEmpty() ? new TreeSet<>()
                    : Arrays.stream(years.split(",")).map(Integer::valueOf).collect(Collectors.toCollection(TreeSet::new))));
        }
        return new BookstoreSummary(BookstoreSize.parse(required(entries, "size")), Long.parseLong(required(entries, "seed")),
                format, new DatasetContent(counts, digests), countries);
    }

    private static TreeSet<Long> countryIds(Map<String, String> entries) {
        TreeSet<Long> ids = new TreeSet<>();
        entries.keySet().stream().filter(k -> k.startsWith(COUNTRY) && k.endsWith(NAME))
                .forEach(k -> ids.add(Long.parseLong(k.substring(COUNTRY.length(), k.length() - NAME.length()))));
        return ids;
    }

    private static String required(Map<String, String> entries, String name) {
        String value = entries.get(name);
        if (value == null || (value.isBlank() && !name.endsWith(FOREIGNER_YEARS))) {
            throw new IllegalArgumentException("entry \"" + name + "\" is missing");
        }
        return value;
    }

    /** Writes the manifest to {@code file} atomically (temporary file, then rename). */
    public static void write(Path file, StoreManifest manifest) {
        Path temporary = DatasetFiles.temporaryFor(file);
        Properties properties = new Properties();
        properties.putAll(toEntries(manifest));
        try (Writer out = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
            properties.store(out, "bookstore dataset: the store beside this file is complete");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + temporary, e);
        }
        DatasetFiles.publish(temporary, file);
    }

    /**
     * Reads a manifest file.
     *
     * @throws IllegalArgumentException if it is missing, unreadable or stale (the message says which)
     */
    public static StoreManifest read(Path file) {
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
