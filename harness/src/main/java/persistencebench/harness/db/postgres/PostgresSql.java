package persistencebench.harness.db.postgres;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.server.EngineSql;
import persistencebench.harness.durability.Durability;

/** PostgreSQL's SQL side, the same on the embedded server, in a container and on the user's. */
final class PostgresSql implements EngineSql {
    /** The settings a reader needs to judge durability and memory, recorded in every result file. */
    private static final String[] RECORDED_SETTINGS = {"fsync", "synchronous_commit", "full_page_writes", "wal_sync_method",
            "wal_level", "max_wal_senders", "wal_compression", "wal_buffers", "shared_buffers", "effective_cache_size", "work_mem",
            "maintenance_work_mem", "max_wal_size", "checkpoint_timeout", "autovacuum", "random_page_cost", "jit",
            "plan_cache_mode", "data_checksums"};
    static final String MAINTENANCE_DATABASE = "postgres";

    @Override
    public String engine() {
        return PostgresEngine.NAME;
    }

    @Override
    public String serverDatabase() {
        return MAINTENANCE_DATABASE;
    }

    @Override
    public Map<String, String> startSettings(Durability durability, String profile) {
        return PostgresStartSettings.of(durability, profile);
    }

    @Override
    public void createDatabaseIfMissing(Connection server, String database) throws SQLException {
        try (PreparedStatement exists = server.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            exists.setString(1, database);
            try (ResultSet rs = exists.executeQuery()) {
                if (rs.next()) {
                    return;
                }
            }
        }
        try (Statement create = server.createStatement()) {
            create.execute("CREATE DATABASE \"" + database + "\"");
        }
    }

    @Override
    public void dropDatabaseIfExists(Connection server, String database) throws SQLException {
        try (Statement drop = server.createStatement()) {
            drop.execute("DROP DATABASE IF EXISTS \"" + database + "\" WITH (FORCE)");
        }
    }

    /** {@code pg_database_size}: every file of the database, its catalog (copied from the template) included. */
    @Override
    public long databaseBytes(Connection server, String database) throws SQLException {
        try (PreparedStatement size = server.prepareStatement("SELECT pg_database_size(?)")) {
            size.setString(1, database);
            try (ResultSet rs = size.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    @Override
    public String version(Connection server) throws SQLException {
        try (Statement s = server.createStatement(); ResultSet rs = s.executeQuery("SHOW server_version")) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** The settings read before a failure are kept, beside the failure's message as {@code error}. */
    @Override
    public Map<String, String> recordedSettings(Connection server) {
        Map<String, String> out = new LinkedHashMap<>();
        try (Statement s = server.createStatement()) {
            for (String name : RECORDED_SETTINGS) {
                try (ResultSet rs = s.executeQuery("SHOW " + name)) {
                    rs.next();
                    out.put(name, rs.getString(1));
                }
            }
        } catch (SQLException e) {
            out.put("error", e.getMessage());
        }
        return out;
    }

    @Override
    public Optional<String> whyCommitsAreNotOnDisk(Map<String, String> settings) {
        String fsync = settings.get("fsync");
        if (!"on".equals(fsync)) {
            return Optional.of("runs with fsync=" + fsync + ", so its commits are not on disk although the run promises"
                    + " -Ddurability=disk; turn fsync on or run with -Ddurability=os");
        }
        if ("off".equals(settings.get("synchronous_commit"))) {
            return Optional.of("runs with synchronous_commit=off, so a commit returns before its WAL is on disk although the run"
                    + " promises -Ddurability=disk");
        }
        return Optional.empty();
    }

    @Override
    public void quiesce(DataSource server, String description) {
        try (Connection c = server.getConnection(); Statement s = c.createStatement()) {
            s.execute("CHECKPOINT");
        } catch (SQLException e) {
            // 42501 insufficient_privilege: the only failure a role can fix; a lost connection is the caller's to name
            throw new DatabaseUnavailableException("CHECKPOINT failed on " + description + " (" + e.getMessage().trim() + ")"
                    + ("42501".equals(e.getSQLState()) ? "; the benchmark user needs the superuser or pg_checkpoint role" : ""), e);
        }
    }
}
