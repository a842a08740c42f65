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
import java.util.stream.Collectors;
import persistencebench.harness.durability.Durability;

/**
 * SQLite through xerial's sqlite-jdbc (which bundles the library): database {@code name} is
 * {@code <directory>/<name>.db}, opened in the JVM that connects. Its settings are pragmas the driver runs on every
 * connection from the URL ({@code jdbc:sqlite:<path>.db?journal_mode=WAL&synchronous=EXTRA&...}).
 * <p>
 * Durability is {@code synchronous}: {@code EXTRA} under {@code disk} (in WAL and {@code TRUNCATE} mode a commit
 * returns after its WAL or journal is forced, as with {@code FULL}; in the study profile's {@code DELETE} mode the commit
 * is the journal's unlink, and only {@code EXTRA} forces the directory after it, without which a power loss could bring
 * the journal back and roll the commit back), {@code OFF} under {@code os} (SQLite forces nothing, as PostgreSQL with
 * {@code fsync=off}; {@code NORMAL} would still force at every WAL checkpoint).
 */
final class SqliteFiles implements FileEngine {
    /** The pragmas recorded per cell. */
    private static final List<String> RECORDED = List.of("journal_mode", "synchronous", "cache_size", "page_size", "temp_store",
            "mmap_size", "locking_mode", "wal_autocheckpoint", "foreign_keys");
    /** {@code PRAGMA synchronous} reads back as a number: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA. */
    private static final int EXTRA = 3;

    @Override
    public String name() {
        return SqliteEngine.NAME;
    }

    /**
     * The file's URL with the settings as pragmas, and the driver setting {@code date_class=TEXT}: a
     * {@code java.sql.Timestamp} (what Hibernate and the bookstore loader bind for a {@code LocalDateTime}) is stored as
     * {@code yyyy-MM-dd HH:mm:ss.SSS} text, which SQLite's date functions (and Hibernate's SQLite dialect, which renders
     * {@code extract} with {@code strftime}) read, instead of xerial's default epoch milliseconds, which they would take
     * for a Julian day. (Not {@code jdbc.explicit_readonly}: it would let {@code Connection.setReadOnly} work, but turns
     * every other transaction into {@code BEGIN IMMEDIATE}, a write lock, and fails a write after a switch back from
     * auto-commit.)
     */
    @Override
    public String url(Path base, Map<String, String> settings) {
        Map<String, String> parameters = new LinkedHashMap<>(settings);
        parameters.put("date_class", "TEXT");
        return "jdbc:sqlite:" + base + fileSuffix()
                + parameters.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("&", "?", ""));
    }

    @Override
    public Map<String, String> durabilitySettings(Durability durability) {
        return Map.of("synchronous", durability == Durability.DISK ? "EXTRA" : "OFF");
    }

    @Override
    public String fileSuffix() {
        return ".db";
    }

    /** Copies the WAL into the database file, forces it and empties the WAL; a no-op in rollback-journal mode. */
    @Override
    public String checkpointStatement() {
        return "PRAGMA wal_checkpoint(TRUNCATE)";
    }

    /** SQLite has no users. */
    @Override
    public String user() {
        return "";
    }

    @Override
    public Map<String, String> readSettings(Connection connection, Durability durability) throws SQLException {
        Map<String, String> settings = new LinkedHashMap<>();
        try (Statement s = connection.createStatement()) {
            for (String pragma : RECORDED) {
                try (ResultSet rs = s.executeQuery("PRAGMA " + pragma)) {
                    settings.put(pragma, rs.next() ? rs.getString(1) : null);
                }
            }
        }
        return settings;
    }

    @Override
    public String readVersion() throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite::memory:"); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT sqlite_version()")) {
            rs.next();
            return rs.getString(1);
        }
    }

    @Override
    public String description(String version) {
        return "SQLite " + version + " embedded (in-process through xerial sqlite-jdbc, one file per database)";
    }

    /** {@code disk} needs {@code synchronous} EXTRA in force (see the class comment). */
    @Override
    public Optional<String> whyCommitsAreNotOnDisk(Map<String, String> settings) {
        String synchronous = settings.get("synchronous");
        if (synchronous == null || !synchronous.matches("\\d+") || Integer.parseInt(synchronous) < EXTRA) {
            return Optional.of("runs with synchronous=" + synchronous + ", so a commit returns before it is on disk although the run"
                    + " promises -Ddurability=disk");
        }
        return Optional.empty();
    }
}
