package persistencebench.harness.db.postgres;

import java.nio.file.Path;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.TestServer;
import persistencebench.harness.durability.Durability;

/**
 * One embedded PostgreSQL per test JVM, in a temporary directory, stopped and deleted at JVM exit.
 * Shared through the harness test-jar so every module tests against a real server.
 */
public final class TestPostgres {
    private static final TestServer SERVER = new TestServer("postgres",
            directory -> PostgresEngine.embedded(directory.resolve("pgdata"), Durability.DISK));

    private TestPostgres() {
    }

    public static DatabaseServer server() {
        return SERVER.server();
    }

    /** The run's private directory beside the server's data (binaries), which only its owner may enter. */
    public static Path privateDirectory() {
        return SERVER.directory().resolve("pgdata-private");
    }

    /** Creates a fresh, empty database with a unique name and returns the name. */
    public static String freshDatabase(String prefix) {
        return SERVER.freshDatabase(prefix);
    }
}
