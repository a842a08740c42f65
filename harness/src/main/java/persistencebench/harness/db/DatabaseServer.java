package persistencebench.harness.db;

import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import javax.sql.DataSource;
import persistencebench.harness.durability.Durability;

/**
 * A running database server, embedded or external, obtained from its {@link DatabaseEngine}. Benchmarks receive
 * one and never care which. Its data sources are pools for untimed work (creating schemas, emptying tables,
 * verification) owned by the server and closed with it (or on {@link #restart()}); timed work opens its own
 * connections from a {@link DatabaseTarget}.
 */
public interface DatabaseServer extends AutoCloseable {
    /** The profile of the study's server: the engine's defaults, as its Docker container had them. */
    String STUDY_PROFILE = "study";
    /** The profile an expert of the engine sets for this benchmark's loads and queries. */
    String TUNED_PROFILE = "tuned";
    /** What {@link #profile()} says of a server the benchmark cannot configure. */
    String AS_FOUND = "as found";

    /** The engine's name, which is also its SQL dialect name: {@code postgresql}, later {@code h2}, {@code mariadb}, ... */
    String engine();

    /** JDBC URL of {@code database} on this server. */
    String jdbcUrl(String database);

    String user();

    String password();

    /** Everything a forked JVM needs to connect to {@code database} on its own, the driver's {@link DriverTimeouts} included. */
    default DatabaseTarget target(String database) {
        return new DatabaseTarget(engine(), DriverTimeouts.onUrl(jdbcUrl(database)), database, user(), password(), serverProcessId().isPresent()
                ? serverProcessId().getAsLong() : null);
    }

    /** A pooled data source for untimed work on {@code database}; the same pool is returned for the same name. */
    DataSource dataSource(String database);

    void createDatabaseIfMissing(String database);

    void dropDatabaseIfExists(String database);

    /**
     * Whether {@code e}, or a cause of it, says the server cannot read a database's own files: SQL state class XX
     * (internal error: data or index corrupted) or 58 (system error: a file missing or unreadable), as PostgreSQL
     * reports a damaged catalog or table.
     */
    default boolean reportsDamage(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("XX") || sql.getSQLState().startsWith("58"))) {
                return true;
            }
        }
        return false;
    }

    /**
     * What the user does to remove {@code database}, so that the next run builds it anew: the SQL to run, or, where the
     * user cannot reach the server (the run's embedded one), the files to delete; e.g.
     * {@code drop database x (DROP DATABASE x)}.
     */
    default String removalHint(String database) {
        return "drop database " + database + " (DROP DATABASE " + database + ")";
    }

    /**
     * The bytes {@code database} takes on disk now, as the engine counts them: PostgreSQL's {@code pg_database_size}
     * (its files, the catalog copied from the template included), MariaDB's {@code data_length + index_length} of the
     * database's tables, the database's files for the engines whose databases are files (H2, SQLite: main file, WAL,
     * ...). Untimed work: callers read it outside any sample.
     */
    long databaseBytes(String database);

    /** The server's version, e.g. {@code 17.11}. */
    String serverVersion();

    /** Server settings that change what a benchmark measures (fsync, synchronous_commit, full_page_writes, shared_buffers, ...). */
    Map<String, String> serverSettings();

    /** One line for consoles and result files: which server, without machine paths. */
    String description();

    /** Whether {@link #restart()} is possible (embedded: yes; an external server: no). */
    boolean restartable();

    /** Stops and starts the server, so the next query meets cold server caches. Closes all pools first. */
    void restart();

    /**
     * Runs the server with {@code profile}'s settings from now on: an embedded server is restarted with them when
     * they differ from the running ones (untimed; pools are closed); an external server cannot be changed.
     *
     * @throws IllegalArgumentException for a profile the engine does not define
     */
    void useProfile(String profile);

    /** The profile the server runs with, or {@link #AS_FOUND} for a server the benchmark cannot configure. */
    String profile();

    /** Every profile's settings by name (the result file's {@code environment.serverProfiles}). */
    Map<String, Map<String, String>> profiles();

    /**
     * Untimed: writes the server's dirty pages out now ({@code CHECKPOINT}), so one cell's deferred writes are not
     * paid during the next cell. Orchestrators call it before every fork, through {@link DatabaseServers#quiesce}.
     *
     * @throws ServerStoppedException when a server that ran has stopped or refuses connections
     */
    void quiesce();

    /** The root process of the server on this machine, whose process tree's CPU a cell counts; empty for a remote one. */
    OptionalLong serverProcessId();

    /**
     * Why this server does not honour {@code durability}, e.g. an external server running with {@code fsync=off}
     * while the run promises {@code disk}; empty when it does.
     */
    Optional<String> durabilityProblem(Durability durability);

    @Override
    void close();
}
