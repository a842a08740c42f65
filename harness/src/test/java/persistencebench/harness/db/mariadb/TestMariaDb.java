package persistencebench.harness.db.mariadb;

import java.nio.file.Path;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.TestServer;
import persistencebench.harness.durability.Durability;

/**
 * One embedded MariaDB per test JVM, its data in a temporary directory, stopped and deleted at JVM exit. The server
 * binaries are unpacked once per machine and version into {@link #BINARIES} (about 370 MB), shared by every module's
 * tests and every later build. Shared through the harness test-jar.
 */
public final class TestMariaDb {
    /** Where tests keep the unpacked server binaries: {@code ~/.cache/persistencebench/mariadb/<version>}. */
    public static final Path BINARIES = Path.of(System.getProperty("user.home"), ".cache", "persistencebench", "mariadb");
    private static final TestServer SERVER = new TestServer("mariadb", directory -> ownServer(directory, Durability.DISK));

    private TestMariaDb() {
    }

    public static DatabaseServer server() {
        return SERVER.server();
    }

    /** A server of its own in {@code directory}, for tests that restart or reconfigure it; the caller closes it. */
    public static DatabaseServer ownServer(Path directory, Durability durability) {
        return MariaDbEngine.embedded(BINARIES, directory.resolve("data"), durability);
    }

    /** The run's private directory beside the server's data (socket, init file), which only its owner may enter. */
    public static Path privateDirectory() {
        return SERVER.directory().resolve("data-private");
    }

    /** Creates a fresh, empty database with a unique name on {@link #server()} and returns the name. */
    public static String freshDatabase(String prefix) {
        return SERVER.freshDatabase(prefix);
    }
}
