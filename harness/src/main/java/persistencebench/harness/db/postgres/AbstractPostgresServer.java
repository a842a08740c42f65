package persistencebench.harness.db.postgres;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import persistencebench.harness.db.DatabaseNames;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.DriverTimeouts;
import persistencebench.harness.db.ServerProfiles;
import persistencebench.harness.durability.Durability;

/** Pools, database creation, version and settings lookup, shared by the embedded and the external server. */
abstract class AbstractPostgresServer implements DatabaseServer {
    /** The settings a reader needs to judge durability and memory, recorded in every result file. */
    private static final String[] RECORDED_SETTINGS = {"fsync", "synchronous_commit", "full_page_writes", "wal_sync_method",
            "wal_level", "max_wal_senders", "wal_compression", "wal_buffers", "shared_buffers", "effective_cache_size", "work_mem",
            "maintenance_work_mem", "max_wal_size", "checkpoint_timeout", "autovacuum", "random_page_cost", "jit",
            "plan_cache_mode", "data_checksums"};
    static final String MAINTENANCE_DATABASE = "postgres";

    private final Map<String, HikariDataSource> pools = new LinkedHashMap<>();

    @Override
    public synchronized DataSource dataSource(String database) {
        DatabaseNames.check(database);
        return pools.computeIfAbsent(database, this::newPool);
    }

    private HikariDataSource newPool(String database) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(DriverTimeouts.onUrl(jdbcUrl(database)));
        config.setUsername(user());
        config.setPassword(password());
        config.setPoolName("pg-" + database);
        config.setMaximumPoolSize(4);
        config.setMinimumIdle(0);
        config.setAutoCommit(true);
        return new HikariDataSource(config);
    }

    @Override
    public void createDatabaseIfMissing(String database) {
        DatabaseNames.check(database);
        try (Connection c = dataSource(MAINTENANCE_DATABASE).getConnection();
             PreparedStatement exists = c.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            exists.setString(1, database);
            try (ResultSet rs = exists.executeQuery()) {
                if (rs.next()) {
                    return;
                }
            }
            try (Statement create = c.createStatement()) {
                create.execute("CREATE DATABASE \"" + database + "\"");
            }
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("cannot create database " + database + " on " + description() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void dropDatabaseIfExists(String database) {
        DatabaseNames.check(database);
        closePool(database);
        try (Connection c = dataSource(MAINTENANCE_DATABASE).getConnection(); Statement drop = c.createStatement()) {
            drop.execute("DROP DATABASE IF EXISTS \"" + database + "\" WITH (FORCE)");
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("cannot drop database " + database + " on " + description() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public String serverVersion() {
        try (Connection c = dataSource(MAINTENANCE_DATABASE).getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SHOW server_version")) {
            rs.next();
            return rs.getString(1);
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("cannot read the version of " + description() + ": " + e.getMessage(), e);
        }
    }

    @Override
    public Map<String, String> serverSettings() {
        Map<String, String> out = new LinkedHashMap<>();
        try (Connection c = dataSource(MAINTENANCE_DATABASE).getConnection(); Statement s = c.createStatement()) {
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
    public String engine() {
        return PostgresEngine.NAME;
    }

    @Override
    public Optional<String> durabilityProblem(Durability durability) {
        Map<String, String> settings = serverSettings();
        String fsync = settings.get("fsync");
        if (durability == Durability.DISK && !"on".equals(fsync)) {
            return Optional.of(description() + " runs with fsync=" + fsync + ", so its commits are not on disk although the run"
                    + " promises -Ddurability=disk; turn fsync on or run with -Ddurability=os");
        }
        if (durability == Durability.DISK && "off".equals(settings.get("synchronous_commit"))) {
            return Optional.of(description() + " runs with synchronous_commit=off, so a commit returns before its WAL is on disk"
                    + " although the run promises -Ddurability=disk");
        }
        return Optional.empty();
    }

    @Override
    public Map<String, Map<String, String>> profiles() {
        return ServerProfiles.all(engine());
    }

    @Override
    public void quiesce() {
        try (Connection c = dataSource(MAINTENANCE_DATABASE).getConnection(); Statement s = c.createStatement()) {
            s.execute("CHECKPOINT");
        } catch (SQLException e) {
            throw new DatabaseUnavailableException("CHECKPOINT failed on " + description() + " (" + e.getMessage().trim()
                    + "); the benchmark user needs the superuser or pg_checkpoint role", e);
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
}
