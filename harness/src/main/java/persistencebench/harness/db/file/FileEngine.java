package persistencebench.harness.db.file;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.durability.Durability;

/** What differs between the in-process engines whose databases are files (H2, SQLite); {@link FileServer} does the rest. */
interface FileEngine {

    /** The engine's name, e.g. {@code h2}; also the name of its directory under {@code data/}. */
    String name();

    /** The JDBC URL of the database whose files start with {@code base}, opened with {@code settings}. */
    String url(Path base, Map<String, String> settings);

    /** The settings the durability class sets, after the profile's. */
    Map<String, String> durabilitySettings(Durability durability);

    /** The name ending of a database's main file, e.g. {@code .mv.db}. */
    String fileSuffix();

    /** The statement that writes a database's pending changes into its file and forces it (see {@link FileServer#quiesce()}). */
    String checkpointStatement();

    /** Who connects: the same for every database of the engine, with no password (the file system guards the files). */
    String user();

    /** The settings in force on {@code connection}, read back from the engine, and what the durability class adds outside them. */
    Map<String, String> readSettings(Connection connection, Durability durability) throws SQLException;

    /** The engine's version, read from a connection to a throw-away in-memory database. */
    String readVersion() throws SQLException;

    /** One line for consoles and result files, without machine paths. */
    String description(String version);

    /**
     * Why an engine with these {@link #readSettings} returns from a commit before it is on disk, as the rest of a
     * sentence that starts with the description; empty when it does not.
     */
    Optional<String> whyCommitsAreNotOnDisk(Map<String, String> settings);
}
