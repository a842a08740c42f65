package persistencebench.harness.db.server;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * How the run reaches one engine's server ({@code -Ddb.provider}, or the engine's URL setting): where it listens, who
 * logs in, and what it is for consoles and result files. {@link ProvidedServer} composes it with the engine's
 * {@link EngineSql}. A server the run starts itself is a {@link StartedServer}, which the run may also restart; a server
 * the user runs ({@link UserRunServer}) is only connected to.
 */
public interface ServerProvider {

    /** JDBC URL of {@code database} on the server, without the driver's time limits. */
    String jdbcUrl(String database);

    /** Who the benchmark logs in as. */
    Login login();

    /** One line for consoles and result files: which server, without machine paths. */
    String description();

    /**
     * The root process of the server on this machine, whose process tree's CPU a cell counts; empty when the server is
     * not a process below this JVM (in a Docker engine, on the user's machine).
     */
    default OptionalLong serverProcessId() {
        return OptionalLong.empty();
    }

    /** As {@link persistencebench.harness.db.DatabaseServer#removalHint}. */
    default String removalHint(String database) {
        return "drop database " + database + " (DROP DATABASE " + database + ")";
    }

    /** The file the server writes its output to, when the run keeps one (a server it started as a process of its own). */
    default Optional<Path> outputFile() {
        return Optional.empty();
    }

    /** The user and password of every connection the benchmark opens. */
    record Login(String user, String password) {
    }
}
