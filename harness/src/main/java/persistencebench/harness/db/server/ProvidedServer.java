package persistencebench.harness.db.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import persistencebench.harness.cli.Credentials;
import persistencebench.harness.db.DatabaseNames;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.DriverTimeouts;
import persistencebench.harness.db.ServerProfiles;
import persistencebench.harness.db.ServerStoppedException;
import persistencebench.harness.durability.Durability;

/**
 * A server reached over a socket: one engine's {@link EngineSql} on one {@link ServerProvider}. It owns the pools for
 * untimed work (closed before every restart and on {@link #close()}) and the profile: a server the run started is
 * restarted with a profile's settings when it switches to it; a server the user runs keeps its settings, recorded as
 * {@link #AS_FOUND}, and cannot be restarted.
 */
public final class ProvidedServer implements DatabaseServer {
    private static final int POOL_SIZE = 4;

    private final EngineSql sql;
    private final ServerProvider provider;
    /** The provider again when the run started the server, so that it may restart and stop it; empty when the user runs it. */
    private final Optional<StartedServer> started;
    /** Also read by a started server at every start, for the profile's settings. */
    private final AtomicReference<String> profile;
    private final Map<String, HikariDataSource> pools = new LinkedHashMap<>();

    private ProvidedServer(EngineSql sql, ServerProvider provider, Optional<StartedServer> started, AtomicReference<String> profile) {
        this.sql = sql;
        this.provider = provider;
        this.started = started;
        this.profile = profile;
    }

    /**
     * Starts a server with {@code start} on the {@link #STUDY_PROFILE}, handing it the settings of {@code durability} and
     * of the profile in use, which it reads again at every restart.
     */
    public static DatabaseServer startedByRun(EngineSql sql, Durability durability, StartedServer.Start start) {
        AtomicReference<String> profile = new AtomicReference<>(STUDY_PROFILE);
        StartedServer server = start.start(() -> sql.startSettings(durability, profile.get()));
        return new ProvidedServer(sql, server, Optional.of(server), profile);
    }

    /** A server the user runs, as {@code server} reached it. */
    public static DatabaseServer runByUser(EngineSql sql, ServerProvider server) {
        return new ProvidedServer(sql, server, Optional.empty(), new AtomicReference<>(AS_FOUND));
    }

    @Override
    public String engine() {
        return sql.engine();
    }

    @Override
    public String jdbcUrl(String database) {
        return provider.jdbcUrl(database);
    }

    @Override
    public String user() {
        return provider.login().user();
    }

    @Override
    public String password() {
        return provider.login().password();
    }

    @Override
    public String description() {
        return provider.description();
    }

    @Override
    public OptionalLong serverProcessId() {
        return provider.serverProcessId();
    }

    @Override
    public boolean restartable() {
        return started.isPresent();
    }

    @Override
    public DataSource dataSource(String database) {
        DatabaseNames.check(database);
        return pool(database);
    }

    @Override
    public void createDatabaseIfMissing(String database) {
        DatabaseNames.check(database);
        onServer("cannot create database " + database + " on", server -> {
            sql.createDatabaseIfMissing(server, database);
            return null;
        });
    }

    @Override
    public void dropDatabaseIfExists(String database) {
        DatabaseNames.check(database);
        closePool(database);
        onServer("cannot drop database " + database + " on", server -> {
            sql.dropDatabaseIfExists(server, database);
            return null;
        });
    }

    @Override
    public String removalHint(String database) {
        return provider.removalHint(database);
    }

    @Override
    public long databaseBytes(String database) {
        DatabaseNames.check(database);
        return onServer("cannot read the size of database " + database + " on", server -> sql.databaseBytes(server, database));
    }

    @Override
    public String serverVersion() {
        return onServer("cannot read the version of", sql::version);
    }

    @Override
    public Map<String, String> serverSettings() {
        try (Connection server = pool(sql.serverDatabase()).getConnection()) {
            return sql.recordedSettings(server);
        } catch (SQLException e) {
            return Map.of("error", e.getMessage());
        }
    }

    /** Only {@code disk} promises that a commit is on disk when it returns; {@code os} holds on every server. */
    @Override
    public Optional<String> durabilityProblem(Durability durability) {
        if (durability != Durability.DISK) {
            return Optional.empty();
        }
        return sql.whyCommitsAreNotOnDisk(serverSettings()).map(why -> description() + " " + why);
    }

    /** @throws ServerStoppedException when the server's process is gone or it refuses connections */
    @Override
    public void quiesce() {
        OptionalLong pid = serverProcessId();
        if (pid.isPresent() && !ProcessHandle.of(pid.getAsLong()).map(ProcessHandle::isAlive).orElse(false)) {
            throw stopped("its process " + pid.getAsLong() + " is gone", null);
        }
        try {
            sql.quiesce(pool(sql.serverDatabase()), description());
        } catch (DatabaseUnavailableException e) {
            if (lostConnection(e)) {
                throw stopped("it refuses connections: " + DatabaseUnavailableException.rootMessage(e), e);
            }
            throw e;
        }
    }

    /** Whether {@code e} comes of a connection that could not be made or broke: SQL state class 08, or the pool's wait for one. */
    private static boolean lostConnection(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLTransientConnectionException
                    || t instanceof SQLException sqlException && sqlException.getSQLState() != null && sqlException.getSQLState().startsWith("08")) {
                return true;
            }
        }
        return false;
    }

    /** The one line for a server that ran and has stopped: which, where it listened, why, and what its output ends with. */
    private ServerStoppedException stopped(String why, Throwable cause) {
        Matcher address = Pattern.compile("//(?:[^@/]*@)?([^/?]+)").matcher(jdbcUrl(sql.serverDatabase()));
        String where = address.find() && !description().contains(address.group(1)) ? " at " + address.group(1) : "";
        String log = provider.outputFile().map(file -> "; its log (" + file + ") ends: \"" + ServerLog.lastLine(file) + "\"").orElse("");
        return new ServerStoppedException(Credentials.mask(description() + where + " stopped during the run (" + why + ")" + log), cause);
    }

    /** Checks that the profile exists; a server the user runs keeps its own settings. */
    @Override
    public synchronized void useProfile(String name) {
        ServerProfiles.settings(engine(), name);
        if (started.isPresent() && !name.equals(profile.get())) {
            profile.set(name);
            restart();
        }
    }

    @Override
    public String profile() {
        return profile.get();
    }

    /** A server the user runs has no profiles to choose from, only its settings as found. */
    @Override
    public Map<String, Map<String, String>> profiles() {
        return started.isPresent() ? ServerProfiles.all(engine()) : Map.of(AS_FOUND, serverSettings());
    }

    @Override
    public synchronized void restart() {
        StartedServer server = started.orElseThrow(() -> new UnsupportedOperationException("an " + description()
                + " cannot be restarted by the benchmark; cold runs against it only get a fresh JVM and fresh connections"));
        closePools();
        server.restart();
    }

    @Override
    public synchronized void close() {
        try {
            closePools();
        } finally {
            started.ifPresent(StartedServer::close);
        }
    }

    /** Runs {@code work} on a connection to the server database; a failure is one line naming what failed on which server. */
    private <T> T onServer(String failed, ServerWork<T> work) {
        try (Connection server = pool(sql.serverDatabase()).getConnection()) {
            return work.on(server);
        } catch (SQLException e) {
            throw new DatabaseUnavailableException(failed + " " + description() + ": " + e.getMessage(), e);
        }
    }

    /** The pool of {@code database}, which may be the server database no benchmark names (MariaDB's none: {@code ""}). */
    private synchronized HikariDataSource pool(String database) {
        return pools.computeIfAbsent(database, this::newPool);
    }

    private HikariDataSource newPool(String database) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(DriverTimeouts.onUrl(jdbcUrl(database)));
        config.setUsername(user());
        config.setPassword(password());
        config.setPoolName(engine() + "-" + (database.isEmpty() ? "server" : database));
        config.setMaximumPoolSize(POOL_SIZE);
        config.setMinimumIdle(0);
        config.setAutoCommit(true);
        return new HikariDataSource(config);
    }

    private synchronized void closePool(String database) {
        HikariDataSource pool = pools.remove(database);
        if (pool != null) {
            pool.close();
        }
    }

    private synchronized void closePools() {
        pools.values().forEach(HikariDataSource::close);
        pools.clear();
    }

    @FunctionalInterface
    private interface ServerWork<T> {
        T on(Connection server) throws SQLException;
    }
}
