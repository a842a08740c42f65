package persistencebench.harness.db.mariadb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.files.Directories;

/**
 * One embedded MariaDB per test JVM, its data in a temporary directory, stopped and deleted at JVM exit. The server
 * binaries are unpacked once per machine and version into {@link #BINARIES} (about 370 MB), shared by every module's
 * tests and every later build. Shared through the harness test-jar.
 */
public final class TestMariaDb {
    /** Where tests keep the unpacked server binaries: {@code ~/.cache/persistencebench/mariadb/<version>}. */
    public static final Path BINARIES = Path.of(System.getProperty("user.home"), ".cache", "persistencebench", "mariadb");
    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static DatabaseServer server;
    private static Path directory;

    private TestMariaDb() {
    }

    public static synchronized DatabaseServer server() {
        if (server == null) {
            directory = temporaryDirectory("test-mariadb-");
            server = MariaDbEngine.embedded(BINARIES, directory.resolve("data"), Durability.DISK);
            Runtime.getRuntime().addShutdownHook(new Thread(TestMariaDb::shutdown, "test-mariadb-shutdown"));
        }
        return server;
    }

    /** A server of its own in a new temporary directory, for tests that restart or reconfigure it; the caller closes it. */
    public static DatabaseServer ownServer(Path directory, Durability durability) {
        return MariaDbEngine.embedded(BINARIES, directory.resolve("data"), durability);
    }

    /** The run's private directory beside the server's data (socket, init file), which only its owner may enter. */
    public static synchronized Path privateDirectory() {
        server();
        return directory.resolve("data-private");
    }

    /** Creates a fresh, empty database with a unique name on {@link #server()} and returns the name. */
    public static String freshDatabase(String prefix) {
        String name = prefix.toLowerCase().replaceAll("[^a-z0-9_]", "_") + "_" + ProcessHandle.current().pid() + "_" + DATABASES.incrementAndGet();
        server().dropDatabaseIfExists(name);
        server().createDatabaseIfMissing(name);
        return name;
    }

    private static Path temporaryDirectory(String prefix) {
        try {
            return Files.createTempDirectory(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static synchronized void shutdown() {
        if (server != null) {
            server.close();
            Directories.delete(directory);
        }
    }
}
