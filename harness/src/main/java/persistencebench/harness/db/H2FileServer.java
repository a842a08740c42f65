package persistencebench.harness.db;

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
 * connects. Its settings are URL settings ({@code jdbc:h2:file:<path>;CACHE_SIZE=...;WRITE_DELAY=0}).
 * <p>
 * H2 never forces a commit to disk: only {@code CHECKPOINT SYNC}, compaction and closing the database call
 * {@code FileChannel.force}. Both durability classes set {@code WRITE_DELAY=0}, so every commit writes its chunk to
 * the file (handed to the OS) instead of waiting up to 500 ms in the heap; under {@code disk} the SQL loaders also run
 * {@code CHECKPOINT SYNC} after their commit (the write module's {@code sync-after-commit} statement), recorded as
 * {@code commitSync}. Closing a database forces its file once in both classes: H2 offers no close without it.
 */
final class H2FileServer extends EmbeddedFileServer {
    /** Settings recorded per cell: the in-force value (H2 lists a persisted value first, the live one last). */
    private static final List<String> RECORDED = List.of("WRITE_DELAY", "info.CACHE_MAX_SIZE", "MAX_COMPACT_TIME", "RETENTION_TIME",
            "ANALYZE_AUTO", "COMPRESS", "MODE", "info.PAGE_SIZE", "MV_STORE");
    static final String COMMIT_SYNC = "commitSync";

    H2FileServer(Path directory, Durability durability) {
        super(directory, durability);
    }

    @Override
    public String engine() {
        return H2Engine.NAME;
    }

    /**
     * The file's URL with the settings, and {@code NON_KEYWORDS=VALUE} for every session: H2 2.x reserves
     * {@code VALUE}, which the bookstore's {@code dataset_manifest} table (and PostgreSQL) use as a column name.
     */
    @Override
    String url(Path base, Map<String, String> settings) {
        StringBuilder url = new StringBuilder("jdbc:h2:file:").append(base).append(";NON_KEYWORDS=VALUE");
        settings.forEach((name, value) -> url.append(';').append(name).append('=').append(value));
        return url.toString();
    }

    @Override
    Map<String, String> durabilitySettings(Durability durability) {
        // every commit reaches the OS at once (the default keeps it in the heap for up to 500 ms); H2 forces nothing on commit
        return Map.of("WRITE_DELAY", "0");
    }

    @Override
    String fileSuffix() {
        return ".mv.db";
    }

    @Override
    String checkpointStatement() {
        return "CHECKPOINT SYNC";
    }

    /** The first user of a new H2 database is its administrator, which {@code CHECKPOINT SYNC} requires. */
    @Override
    public String user() {
        return "sa";
    }

    @Override
    public String password() {
        return "";
    }

    @Override
    Map<String, String> readSettings(Connection connection) throws SQLException {
        Map<String, String> settings = new LinkedHashMap<>();
        try (Statement s = connection.createStatement();
             ResultSet rs = s.executeQuery("SELECT SETTING_NAME, SETTING_VALUE FROM INFORMATION_SCHEMA.SETTINGS")) {
            Map<String, String> all = new LinkedHashMap<>();
            while (rs.next()) {
                all.put(rs.getString(1), rs.getString(2));
            }
            RECORDED.forEach(name -> settings.put(name, all.get(name)));
        }
        settings.put(COMMIT_SYNC, durability() == Durability.DISK
                ? "CHECKPOINT SYNC after every loader commit (H2 never forces a commit)"
                : "none (H2 never forces a commit; closing the database forces its file once)");
        return settings;
    }

    @Override
    String readVersion() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:h2:mem:", user(), password()); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT H2VERSION()")) {
            rs.next();
            return rs.getString(1);
        }
    }

    @Override
    public String description() {
        return "H2 " + serverVersion() + " embedded (in-process, MVStore file per database)";
    }

    /** A commit must at least reach the OS when it returns: {@code WRITE_DELAY} 0; {@code disk} is the loaders' sync. */
    @Override
    public Optional<String> durabilityProblem(Durability durability) {
        String writeDelay = serverSettings().get("WRITE_DELAY");
        if (!"0".equals(writeDelay)) {
            return Optional.of(description() + " runs with WRITE_DELAY=" + writeDelay + ", so a commit stays in the heap until"
                    + " the store's writer runs; the benchmark needs WRITE_DELAY=0");
        }
        return Optional.empty();
    }
}
