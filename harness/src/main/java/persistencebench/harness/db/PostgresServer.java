package persistencebench.harness.db;

import javax.sql.DataSource;

/**
 * A running PostgreSQL server, embedded or external. Benchmarks receive one and never care which.
 * Data sources are HikariCP pools owned by the server and closed with it (or on {@link #restart()}).
 */
public interface PostgresServer extends AutoCloseable {

    /** JDBC URL of {@code database} on this server. */
    String jdbcUrl(String database);

    String user();

    String password();

    /** A pooled data source for {@code database}; the same pool is returned for the same name. */
    DataSource dataSource(String database);

    void createDatabaseIfMissing(String database);

    void dropDatabaseIfExists(String database);

    /** The server's version, e.g. {@code 17.6}. */
    String serverVersion();

    /** Server settings that change what a benchmark measures (fsync, synchronous_commit, shared_buffers, ...). */
    java.util.Map<String, String> serverSettings();

    /** One line for consoles and result files: which server, where. */
    String description();

    /** Whether {@link #restart()} is possible (embedded: yes; an external server: no). */
    boolean restartable();

    /** Stops and starts the server, so the next query meets cold server caches. Closes all pools first. */
    void restart();

    @Override
    void close();
}
