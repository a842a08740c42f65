package persistencebench.harness.db.postgres;

import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.durability.Durability;
import java.io.IOException;
import persistencebench.harness.files.Directories;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One embedded PostgreSQL per test JVM, in a temporary directory, stopped and deleted at JVM exit.
 * Shared through the harness test-jar so every module tests against a real server.
 */
public final class TestPostgres {
    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static DatabaseServer server;
    private static Path directory;

    private TestPostgres() {
    }

    public static synchronized DatabaseServer server() {
        if (server == null) {
            try {
                directory = Files.createTempDirectory("test-postgres-");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            server = PostgresEngine.embedded(directory.resolve("pgdata"), Durability.DISK);
            Runtime.getRuntime().addShutdownHook(new Thread(TestPostgres::shutdown, "test-postgres-shutdown"));
        }
        return server;
    }

    /** The run's private directory beside the server's data (binaries), which only its owner may enter. */
    public static synchronized Path privateDirectory() {
        server();
        return directory.resolve("pgdata-private");
    }

    /** Creates a fresh, empty database with a unique name and returns the name. */
    public static String freshDatabase(String prefix) {
        String name = prefix.toLowerCase().replaceAll("[^a-z0-9_]", "_") + "_" + ProcessHandle.current().pid() + "_" + DATABASES.incrementAndGet();
        server().dropDatabaseIfExists(name);
        server().createDatabaseIfMissing(name);
        return name;
    }

    private static synchronized void shutdown() {
        if (server != null) {
            server.close();
            Directories.delete(directory);
        }
    }
}
