package persistencebench.harness.db.server;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import persistencebench.harness.durability.Durability;

/**
 * What one engine's server is told and asked in SQL, the same whichever {@link ServerProvider} it came from: the
 * settings a server the run starts gets, creating and dropping databases, its version, the settings a result file
 * records and whether they keep a commit on disk, and writing its dirty pages out. {@link ProvidedServer} hands each
 * method a connection to {@link #serverDatabase()} and words the failures the engines share.
 */
public interface EngineSql {

    /** The engine's name, e.g. {@code postgresql}. */
    String engine();

    /** The database server-wide statements connect to, e.g. PostgreSQL's maintenance database {@code postgres}. */
    String serverDatabase();

    /** The command-line settings of a server the run starts: the durability class's, then the profile's, which win. */
    Map<String, String> startSettings(Durability durability, String profile);

    void createDatabaseIfMissing(Connection server, String database) throws SQLException;

    /** Drops {@code database} even while other sessions use it. */
    void dropDatabaseIfExists(Connection server, String database) throws SQLException;

    /**
     * The bytes {@code database} takes on disk, as the engine counts them (see
     * {@link persistencebench.harness.db.DatabaseServer#databaseBytes}).
     */
    long databaseBytes(Connection server, String database) throws SQLException;

    String version(Connection server) throws SQLException;

    /** The settings a reader needs to judge durability and memory, recorded in every result file. */
    Map<String, String> recordedSettings(Connection server) throws SQLException;

    /**
     * Why a server with these {@link #recordedSettings} returns from a commit before it is on disk, as the rest of a
     * sentence that starts with the server's description (e.g. {@code runs with fsync=off, ...}); empty when it does not.
     */
    Optional<String> whyCommitsAreNotOnDisk(Map<String, String> settings);

    /**
     * Untimed: makes the server write its dirty pages out now. Given the pool of {@link #serverDatabase()} rather than a
     * connection, since a failure, the connection's too, says in the engine's words what the benchmark user lacks.
     *
     * @param description the server's, for the failure's message
     * @throws persistencebench.harness.db.DatabaseUnavailableException when the server refuses
     */
    void quiesce(DataSource server, String description);
}
