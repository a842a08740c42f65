package persistencebench.harness.result;

import java.net.URL;
import java.security.CodeSource;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Versions of the libraries on the classpath, found without compiling against them: from the Maven file name
 * of the jar that holds a marker class, else from the jar's manifest. Lists the infrastructure every run uses
 * (drivers, pools, data libraries); a backend's own library version comes from its
 * {@link persistencebench.harness.backend.BackendDescriptor#versionMarker()}. Absent libraries are left out.
 */
public final class LibraryVersions {
    private static final Pattern JAR_VERSION = Pattern.compile("-(\\d[\\w.\\-]*?)\\.jar$");
    private static final Map<String, String> MARKERS = new LinkedHashMap<>();

    static {
        MARKERS.put("pgjdbc", "org.postgresql.Driver");
        MARKERS.put("mariadbJdbc", "org.mariadb.jdbc.Driver");
        MARKERS.put("sqliteJdbc", "org.sqlite.JDBC");
        MARKERS.put("h2", "org.h2.Driver");
        MARKERS.put("hikaricp", "com.zaxxer.hikari.HikariDataSource");
        MARKERS.put("embeddedPostgres", "io.zonky.test.db.postgres.embedded.EmbeddedPostgres");
        MARKERS.put("fastcsv", "de.siegmar.fastcsv.reader.CsvReader");
        MARKERS.put("datafaker", "net.datafaker.Faker");
        MARKERS.put("hdrhistogram", "org.HdrHistogram.Histogram");
    }

    private LibraryVersions() {
    }

    /** Name to version of every known library present on the classpath. */
    public static Map<String, String> present() {
        Map<String, String> out = new LinkedHashMap<>();
        out.put("java", System.getProperty("java.version"));
        MARKERS.forEach((name, marker) -> {
            String version = versionOf(marker);
            if (version != null) {
                out.put(name, version);
            }
        });
        return out;
    }

    /** The version of the jar holding {@code markerClass}, or null when the class is absent or has none. */
    public static String versionOf(String markerClass) {
        Class<?> type;
        try {
            type = Class.forName(markerClass, false, Thread.currentThread().getContextClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
        CodeSource source = type.getProtectionDomain().getCodeSource();
        URL location = source == null ? null : source.getLocation();
        if (location != null) {
            Matcher m = JAR_VERSION.matcher(location.getPath());
            if (m.find()) {
                return m.group(1);
            }
        }
        Package p = type.getPackage();
        return p == null ? null : p.getImplementationVersion();
    }
}
