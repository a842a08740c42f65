package persistencebench.harness.db.mariadb;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.server.EngineSql;
import persistencebench.harness.durability.Durability;

/** MariaDB's SQL side, the same on the embedded server, in a container and on the user's. */
final class MariaDbSql implements EngineSql {
    /** The settings a reader needs to judge durability and memory, recorded in every result file. */
    private static final List<String> RECORDED_SETTINGS = List.of("innodb_flush_log_at_trx_commit", "innodb_doublewrite", "log_bin",
            "sync_binlog", "innodb_flush_method", "innodb_data_file_buffering", "innodb_log_file_buffering", "innodb_buffer_pool_size",
            "innodb_log_file_size", "innodb_log_buffer_size", "innodb_sort_buffer_size", "innodb_io_capacity", "innodb_io_capacity_max",
            "innodb_flush_neighbors", "innodb_max_dirty_pages_pct", "innodb_buffer_pool_load_at_startup", "innodb_adaptive_hash_index",
            "tmp_table_size", "max_heap_table_size", "character_set_server", "collation_server", "sql_mode", "query_cache_type",
            "query_cache_size", "optimizer_switch", "join_cache_level", "innodb_stats_persistent_sample_pages");
    /** Server-wide statements connect to no database in particular. */
    private static final String NO_DATABASE = "";
    /** How long {@link #quiesce} waits at most for InnoDB to write its dirty pages. */
    private static final Duration QUIESCE_LIMIT = Duration.ofSeconds(120);

    @Override
    public String engine() {
        return MariaDbEngine.NAME;
    }

    @Override
    public String serverDatabase() {
        return NO_DATABASE;
    }

    @Override
    public Map<String, String> startSettings(Durability durability, String profile) {
        return MariaDbStartOptions.of(durability, profile);
    }

    @Override
    public void createDatabaseIfMissing(Connection server, String database) throws SQLException {
        execute(server, "CREATE DATABASE IF NOT EXISTS `" + database + "`");
    }

    @Override
    public void dropDatabaseIfExists(Connection server, String database) throws SQLException {
        execute(server, "DROP DATABASE IF EXISTS `" + database + "`");
    }

    /**
     * {@code data_length + index_length} of the database's tables: InnoDB's pages of each table's clustered and
     * secondary indexes, from its persistent statistics, so current after an {@code ANALYZE TABLE} (the bookstore load
     * ends with one); 0 for a database without tables.
     */
    @Override
    public long databaseBytes(Connection server, String database) throws SQLException {
        try (PreparedStatement size = server.prepareStatement(
                "SELECT COALESCE(SUM(data_length + index_length), 0) FROM information_schema.tables WHERE table_schema = ?")) {
            size.setString(1, database);
            try (ResultSet rs = size.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    @Override
    public String version(Connection server) throws SQLException {
        try (Statement s = server.createStatement(); ResultSet rs = s.executeQuery("SELECT VERSION()")) {
            rs.next();
            return rs.getString(1);
        }
    }

    /** In {@link #RECORDED_SETTINGS} order, as {@code SHOW GLOBAL VARIABLES} reports them. */
    @Override
    public Map<String, String> recordedSettings(Connection server) throws SQLException {
        Map<String, String> found = new LinkedHashMap<>();
        try (Statement s = server.createStatement();
             ResultSet rs = s.executeQuery("SHOW GLOBAL VARIABLES WHERE Variable_name IN ('" + String.join("', '", RECORDED_SETTINGS) + "')")) {
            while (rs.next()) {
                found.put(rs.getString(1).toLowerCase(Locale.ROOT), rs.getString(2));
            }
        }
        Map<String, String> out = new LinkedHashMap<>();
        RECORDED_SETTINGS.stream().filter(found::containsKey).forEach(name -> out.put(name, found.get(name)));
        return out;
    }

    /**
     * The redo log must be fsynced at every commit ({@code innodb_flush_log_at_trx_commit=1}) and, when the binary log is
     * on, the binary log too ({@code sync_binlog=1}): a commit that reached only one of them may be rolled back by crash
     * recovery.
     */
    @Override
    public Optional<String> whyCommitsAreNotOnDisk(Map<String, String> settings) {
        String flush = settings.get("innodb_flush_log_at_trx_commit");
        if (!"1".equals(flush)) {
            return Optional.of("runs with innodb_flush_log_at_trx_commit=" + flush + ", so its commits are not on disk although the"
                    + " run promises -Ddurability=disk; set it to 1 or run with -Ddurability=os");
        }
        if ("ON".equals(settings.get("log_bin")) && !"1".equals(settings.get("sync_binlog"))) {
            return Optional.of("writes a binary log with sync_binlog=" + settings.get("sync_binlog") + ", so a commit may be lost in a"
                    + " crash although the run promises -Ddurability=disk; set sync_binlog=1 or run with -Ddurability=os");
        }
        return Optional.empty();
    }

    /**
     * InnoDB has no CHECKPOINT statement: with {@code innodb_max_dirty_pages_pct=0} its page cleaner writes every
     * dirty page out; this waits (bounded) until none is left, then restores the setting.
     */
    @Override
    public void quiesce(DataSource server, String description) {
        try (Connection c = server.getConnection()) {
            if (!InnoDbDirtyPages.flush(c, QUIESCE_LIMIT)) {
                System.err.println("MariaDB: dirty pages were still being written after " + QUIESCE_LIMIT.toSeconds() + " s; going ahead");
            }
        } catch (SQLException e) {
            // 1227 ER_SPECIFIC_ACCESS_DENIED_ERROR: the only failure a privilege can fix; a lost connection is the caller's to name
            throw new DatabaseUnavailableException("cannot make " + description + " write its dirty pages (" + e.getMessage().strip() + ")"
                    + (e.getErrorCode() == 1227 ? "; the benchmark user needs the SUPER privilege" : ""), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void execute(Connection server, String sql) throws SQLException {
        try (Statement s = server.createStatement()) {
            s.execute(sql);
        }
    }
}
