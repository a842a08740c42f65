package persistencebench.harness.sql;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The SQL of one statement set for one dialect, read from class-path resources (BenchBase's pattern): statement
 * {@code name} is {@code <base>/<dialect>/<name>.sql}, or {@code <base>/generic/<name>.sql} when the dialect has
 * no file of its own. Java code names statements; it never branches on the engine for SQL text.
 * <p>
 * A file may hold several statements separated by lines containing only {@code ;} (see {@link #statements}).
 * Comment lines starting with {@code --} are kept; every engine ignores them.
 */
public final class SqlResources {
    /** The fallback directory every statement set may have. */
    public static final String GENERIC = "generic";

    private final ClassLoader loader;
    private final String base;
    private final String dialect;
    private final Map<String, String> cache = new ConcurrentHashMap<>();

    private SqlResources(ClassLoader loader, String base, String dialect) {
        this.loader = loader;
        this.base = base.endsWith("/") ? base.substring(0, base.length() - 1) : base;
        this.dialect = dialect;
    }

    /**
     * @param anchor  a class of the module holding the resources (its class loader reads them)
     * @param base    the statement set's resource directory, e.g. {@code persistencebench/write/taxi/sql}
     * @param dialect the engine's dialect name, e.g. {@code postgresql}
     */
    public static SqlResources of(Class<?> anchor, String base, String dialect) {
        return new SqlResources(anchor.getClassLoader(), base, dialect);
    }

    public String dialect() {
        return dialect;
    }

    /**
     * The text of statement {@code name}.
     *
     * @throws IllegalStateException naming both places it looked
     */
    public String get(String name) {
        return cache.computeIfAbsent(name, this::load);
    }

    /** Whether the dialect (or the generic fallback) has statement {@code name}. */
    public boolean has(String name) {
        return loader.getResource(path(dialect, name)) != null || loader.getResource(path(GENERIC, name)) != null;
    }

    /** The statements of a multi-statement file, split on lines holding only {@code ;}. */
    public java.util.List<String> statements(String name) {
        return java.util.Arrays.stream(get(name).split("(?m)^\\s*;\\s*$"))
                .map(String::strip)
                .filter(s -> !s.lines().allMatch(line -> line.isBlank() || line.strip().startsWith("--")))
                .toList();
    }

    private String load(String name) {
        for (String directory : new String[] {dialect, GENERIC}) {
            try (InputStream in = loader.getResourceAsStream(path(directory, name))) {
                if (in != null) {
                    return new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + path(directory, name), e);
            }
        }
        throw new IllegalStateException("no SQL statement \"" + name + "\" for dialect " + dialect + ": neither "
                + path(dialect, name) + " nor " + path(GENERIC, name) + " is on the class path");
    }

    private String path(String directory, String name) {
        return base + "/" + directory + "/" + name + ".sql";
    }
}
