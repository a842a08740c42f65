package persistencebench.harness.db.mariadb;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.DriverTimeouts;
import persistencebench.harness.db.ServerProfiles;
import persistencebench.harness.durability.Durability;

/** Pools, database creation, version, settings and dirty-page flushing, shared by the embedded and the external MariaDB. */
abstract class AbstractMariaDbServer implements DatabaseServer {
    /** The settings a reader needs to judge durability and memory, recorded in every result file. */
    private static final List<String> RECORDED_SETTINGS = List.of("innodb_flush_log_at_trx_commit", "innodb_doublewrite", "log_bin",
            "sync_binlog", "innodb_flush_method", "innodb_data_file_buffering", "innodb_log_file_buffering", "innodb_buffer_pool_size",
            "innodb_log_file_size", "innodb_log_buffer_size", "innodb_sort_buffer_size", "innodb_io_capacity", "innodb_io_capacity_max",
            "innodb_flush_neighbors", "innodb_max_dirty_pages_pct", "innodb_buffer_pool_load_at_startup", "innodb_adaptive_hash_index",
            "tmp_table_size", "max_heap_table_size", "character_set_server", "collation_server", "sql_mode", "query_cache_type",
            "query_cache_size", "optimizer_switch", "join_cache_level", "innodb_stats_persistent_sample_pages");
    private static final Pattern DATABASE_NAME = Pattern.compile("[a-z][a-z0-9_]{0,62}");
    /** The pool of connections to no database in particular (creating and dropping databases, server settings). */
    private static final String NO_DATABASE = "";
    /** How long {@link #quiesce()} waits at most for InnoDB to write its dirty pages. */
    private static final Duration QUIESCE_LIMIT = Duration.ofSeconds(120);

    private final Map<String, HikariDataSource> pools = new LinkedHashMap<>();

    @Override
    public String engine() {
        return MariaDbEngine.NAME;
    }

    @Override
    public synchronized DataSource dataSource(String database) {
        checkName(database);
        return pool(database);
    }

    private synchronized DataSource pool(String database) {
        return pools.computeIfAbsent(database, this::newPool);
    }

    private HikariDataSource newPool(String database) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(DriverTimeouts.onUrl(jdbcUrl(database)));
        config.setUsername(user());
        config.setPassword(password());
        config.setPoolName("mariadb-" + (database.isEmpty() ? "server" : database));
        config.setMaximumPoolSize(4);
        config.setMinimumIdle(0);
        config.setAutoCommit(true);
        return new HikariDataSource(config);
    }

    @Override
    public void createDatabaseIfMissing(String database) {
        checkName(database);
        serverStatement("cannot create database " + database, "CREATE DATABASE IF NOT EXISTS `" + database + "`");
    }

    @Override
    public void dropDatabaseIfExists(String database) {
        checkName(database);
        closePool(database);
        serverStatement("cannot drop database " + database, "DROP DATABASE IF EXISTS `" + database + "`");
    }

    private void serverStatement(String what, String sql) {
        try (Connection c = pool(NO_DATABASE).getConnection(); Statement s = c.createStatement()) {
            s.execute(sql);
        } catch (SQLException e) {
            throw new DatabaseUnavailableException(what + " on " + description() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String serverVersion() {
        try (Connection c = pool(NO_DATABASE).getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT VERSION()")) {
            rs.next();
            return rs.getString(1);
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("cannot read the version of " + description() + ": " + e.getMessage(), e);
        }
    }

    /** The recorded settings, in {@link #RECORDED_SETTINGS} order, as {@code SHOW GLOBAL VARIABLES} reports them. */
    @Override
    public Map<String, String> serverSettings() {
        Map<String, String> found = new LinkedHashMap<>();
        try (Connection c = pool(NO_DATABASE).getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SHOW GLOBAL VARIABLES WHERE Variable_name IN ('" + String.join("', '", RECORDED_SETTINGS) + "')")) {
            while (rs.next()) {
                found.put(rs.getString(1).toLowerCase(Locale.ROOT), rs.getString(2));
            }
        } catch (SQLException e) {
            return Map.of("error", e.getMessage());
        }
        Map<String, String> out = new LinkedHashMap<>();
        RECORDED_SETTINGS.stream().filter(found::containsKey).forEach(name -> out.put(name, found.get(name)));
        return out;
    }

    /**
     * {@code disk} needs the redo log fsynced at every commit ({@code innodb_flush_log_at_trx_commit=1}) and, when the
     * binary log is on, the binary log too ({@code sync_binlog=1}): a commit that reached only one of them may be
     * rolled back by crash recovery.
     */
    @Override
    public Optional<String> durabilityProblem(Durability durability) {
        if (durability != Durability.DISK) {
            return Optional.empty();
        }
        Map<String, String> settings = serverSettings();
        String flush = settings.get("innodb_flush_log_at_trx_commit");
        if (!"1".equals(flush)) {
            return Optional.of(description() + " runs with innodb_flush_log_at_trx_commit=" + flush + ", so its commits are not on disk"
                    + " although the run promises -Ddurability=disk; set it to 1 or run with -Ddurability=os");
        }
        if ("ON".equals(settings.get("log_bin")) && !"1".equals(settings.get("sync_binlog"))) {
            return Optional.of(description() + " writes a binary log with sync_binlog=" + settings.get("sync_binlog") + ", so a commit"
                    + " may be lost in a crash although the run promises -Ddurability=disk; set sync_binlog=1 or run with -Ddurability=os");
        }
        return Optional.empty();
    }

    @Override
    public Map<String, Map<String, String>> profiles() {
        return ServerProfiles.all(engine());
    }

    /**
     * InnoDB has no CHECKPOINT statement: with {@code innodb_max_dirty_pages_pct=0} its page cleaner writes every
     * dirty page out; this waits (bounded) until none is left, then restores the setting.
     */
    @Override
    public void quiesce() {
        try (Connection c = pool(NO_DATABASE).getConnection()) {
            if (!InnoDbDirtyPages.flush(c, QUIESCE_LIMIT)) {
                System.err.println("MariaDB: dirty pages were still being written after " + QUIESCE_LIMIT.toSeconds() + " s; going ahead");
            }
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("cannot make " + description() + " write its dirty pages (" + e.getMessage().strip()
                    + "); the benchmark user needs the SUPER privilege", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    synchronized void closePools() {
        pools.values().forEach(HikariDataSource::close);
        pools.clear();
    }

    private synchronized void closePool(String database) {
        HikariDataSource pool = pools.remove(database);
        if (pool != null) {
            pool.close();
        }
    }

    private static void checkName(String database) {
        if (!DATABASE_NAME.matcher(database).matches()) {
            throw new IllegalArgumentException("invalid database name \"" + database + "\": use lower-case letters, digits and _");
        }
    }
}
