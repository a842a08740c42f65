package persistencebench.harness.db.file;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.durability.Durability;

/**
 * H2 2.x embedded: database {@code name} is {@code <directory>/<name>.mv.db} (MVStore), opened in the JVM that
 * connects. Its settings are URL settings ({@code jdbc:h2:file:<path>;CACHE_SIZE=...;WRITE_DELAY=500}).
 * <p>
 * H2 never forces a commit to disk: only {@code CHECKPOINT SYNC}, compaction and closing the database call
 * {@code FileChannel.force}. Both durability classes keep H2's default {@code WRITE_DELAY} of 500 ms, so the store's
 * background writer serializes chunks off the loading thread, as an H2 expert runs a bulk load; the URL states it
 * because H2 persists the setting in the file. The SQL loaders bring their commit where the class promises (the write
 * module's {@code after-commit-disk} and {@code after-commit-os} statements, recorded as {@code commitSync}):
 * {@code CHECKPOINT SYNC} under {@code disk}; under {@code os} {@code CHECKPOINT} (written to the OS, not forced). The
 * normal close that follows forces the file once in both classes: {@code SHUTDOWN IMMEDIATELY} would avoid it, but a
 * store closed so while its background writer ran was unreadable on reopening.
 */
final class H2Files implements FileEngine {
    /** Settings recorded per cell: the in-force value (H2 lists a persisted value first, the live one last). */
    private static final List<String> RECORDED = List.of("WRITE_DELAY", "info.CACHE_MAX_SIZE", "MAX_COMPACT_TIME", "RETENTION_TIME",
            "ANALYZE_AUTO", "COMPRESS", "MODE", "info.PAGE_SIZE", "MV_STORE");
    static final String COMMIT_SYNC = "commitSync";

    @Override
    public String name() {
        return H2Engine.NAME;
    }

    /**
     * The file's URL with the settings, and for every session {@code NON_KEYWORDS=VALUE} (H2 2.x reserves {@code VALUE},
     * which the bookstore's {@code dataset_manifest} table and PostgreSQL use as a column name) and
     * {@code OPTIMIZE_REUSE_RESULTS=0}: by default a session hands a re-prepared query with the same parameters its
     * previous result while no table changed, so a hot sample repeating a statement would time a cached result set, not
     * the query (as MariaDB's query cache is switched off for the same reason).
     */
    @Override
    public String url(Path base, Map<String, String> settings) {
        StringBuilder url = new StringBuilder("jdbc:h2:file:").append(base).append(";NON_KEYWORDS=VALUE;OPTIMIZE_REUSE_RESULTS=0");
        settings.forEach((name, value) -> url.append(';').append(name).append('=').append(value));
        return url.toString();
    }

    @Override
    public Map<String, String> durabilitySettings(Durability durability) {
        // H2's default, stated because H2 persists it in the file; the loaders' after-commit statements carry durability
        return Map.of("WRITE_DELAY", "500");
    }

    @Override
    public String fileSuffix() {
        return ".mv.db";
    }

    @Override
    public String checkpointStatement() {
        return "CHECKPOINT SYNC";
    }

    /** The first user of a new H2 database is its administrator, which {@code CHECKPOINT SYNC} requires. */
    @Override
    public String user() {
        return "sa";
    }

    @Override
    public Map<String, String> readSettings(Connection connection, Durability durability) throws SQLException {
        Map<String, String> settings = new LinkedHashMap<>();
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("SELECT SETTING_NAME, SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS")) {
            Map<String, String> all = new LinkedHashMap<>();
            while (rs.next()) {
                all.put(rs.getString(1), rs.getString(2));
            }
            RECORDED.forEach(name -> settings.put(name, all.get(name)));
        }
        settings.put(COMMIT_SYNC, durability == Durability.DISK
                ? "CHECKPOINT SYNC after every loader commit (H2 never forces a commit)"
                : "CHECKPOINT after every loader commit (written to the OS, not forced); closing the database forces its"
                        + " file once");
        return settings;
    }

    @Override
    public String readVersion() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:", user(), ""); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT H2VERSION()")) {
            rs.next();
            return rs.getString(1);
        }
    }

    @Override
    public String description(String version) {
        return "H2 " + version + " embedded (in-process, MVStore file per database)";
    }

    /** None the settings can show: H2 forces nothing on commit in either class; the loaders' after-commit statements do. */
    @Override
    public Optional<String> whyCommitsAreNotOnDisk(Map<String, String> settings) {
        return Optional.empty();
    }
}
