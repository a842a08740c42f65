package persistencebench.write;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import persistencebench.generator.taxi.BadRowPolicy;

/**
 * Everything one forked JVM needs to measure one cell. Handed over as a properties file (not as system
 * properties, so a database password never shows in the process list).
 *
 * @param backend          backend name, or {@link #LOAD_ONLY_BACKEND} for the load-only baseline
 * @param variant          the backend's variant
 * @param label            the variant as shown in results, e.g. {@code tuned-2ch} in a channel sweep
 * @param channels         storage channels (0 for backends without channels)
 * @param csv              the CSV every iteration reads
 * @param badRows          what the reader does with malformed rows
 * @param expectedRows     trips the CSV must deliver (-1 when unknown beforehand, e.g. a user's file)
 * @param warmups          discarded iterations
 * @param iterations       measured iterations
 * @param storageDirectory directory of an embedded store (recreated per iteration)
 * @param database         the benchmark database, or null
 */
public record CellSpec(String backend, String variant, String label, int channels, Path csv, BadRowPolicy badRows,
                       long expectedRows, int warmups, int iterations, Path storageDirectory, DatabaseTarget database) {
    public static final String LOAD_ONLY_BACKEND = "csv";
    public static final String LOAD_ONLY_VARIANT = "baseline";
    public static final String LOAD_ONLY_PHASE = "load-only";
    public static final String STORE_PHASE = "store";

    public boolean loadOnly() {
        return backend.equals(LOAD_ONLY_BACKEND);
    }

    public String phase() {
        return loadOnly() ? LOAD_ONLY_PHASE : STORE_PHASE;
    }

    /** "backend/label", for progress lines and messages. */
    public String title() {
        return backend + "/" + label;
    }

    public void write(Path file) throws IOException {
        Properties p = new Properties();
        p.setProperty("backend", backend);
        p.setProperty("variant", variant);
        p.setProperty("label", label);
        p.setProperty("channels", Integer.toString(channels));
        p.setProperty("csv", csv.toString());
        p.setProperty("badRows", badRows.name());
        p.setProperty("expectedRows", Long.toString(expectedRows));
        p.setProperty("warmups", Integer.toString(warmups));
        p.setProperty("iterations", Integer.toString(iterations));
        p.setProperty("storageDirectory", storageDirectory.toString());
        if (database != null) {
            p.setProperty("database.url", database.jdbcUrl());
            p.setProperty("database.name", database.database());
            p.setProperty("database.user", database.user());
            p.setProperty("database.password", database.password());
        }
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            p.store(out, "one write-benchmark cell");
        }
    }

    public static CellSpec read(Path file) throws IOException {
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(in);
        }
        DatabaseTarget database = p.getProperty("database.url") == null ? null : new DatabaseTarget(
                p.getProperty("database.url"), p.getProperty("database.name"),
                p.getProperty("database.user"), p.getProperty("database.password"));
        return new CellSpec(required(p, "backend"), required(p, "variant"), required(p, "label"),
                Integer.parseInt(required(p, "channels")), Path.of(required(p, "csv")),
                BadRowPolicy.valueOf(required(p, "badRows")), Long.parseLong(required(p, "expectedRows")),
                Integer.parseInt(required(p, "warmups")), Integer.parseInt(required(p, "iterations")),
                Path.of(required(p, "storageDirectory")), database);
    }

    private static String required(Properties p, String key) {
        String value = p.getProperty(key);
        if (value == null) {
            throw new IllegalArgumentException("cell specification lacks \"" + key + "\"");
        }
        return value;
    }
}
