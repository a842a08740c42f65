package persistencebench.harness.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import persistencebench.harness.files.Directories;

/**
 * One server per test JVM, started on first use in a temporary directory of its own, stopped and deleted at JVM exit:
 * what {@code TestPostgres} and {@code TestMariaDb} share. Shared through the harness test-jar.
 */
public final class TestServer {
    private static final AtomicInteger DATABASES = new AtomicInteger();
    private final String name;
    private final Function<Path, DatabaseServer> start;
    private DatabaseServer server;
    private Path directory;

    /**
     * @param name  the server's name in its directory's and shutdown thread's names, e.g. {@code postgres}
     * @param start starts the server with its files in the directory it is given
     */
    public TestServer(String name, Function<Path, DatabaseServer> start) {
        this.name = name;
        this.start = start;
    }

    public synchronized DatabaseServer server() {
        if (server == null) {
            try {
                directory = Files.createTempDirectory("test-" + name + "-");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            server = start.apply(directory);
            Runtime.getRuntime().addShutdownHook(new Thread(this::shutdown, "test-" + name + "-shutdown"));
        }
        return server;
    }

    /** The directory the server keeps its files in. */
    public synchronized Path directory() {
        server();
        return directory;
    }

    /** Creates a fresh, empty database with a unique name on {@link #server()} and returns the name. */
    public String freshDatabase(String prefix) {
        String database = prefix.toLowerCase().replaceAll("[^a-z0-9_]", "_") + "_" + ProcessHandle.current().pid() + "_"
                + DATABASES.incrementAndGet();
        server().dropDatabaseIfExists(database);
        server().createDatabaseIfMissing(database);
        return database;
    }

    private synchronized void shutdown() {
        if (server != null) {
            server.close();
            Directories.delete(directory);
        }
    }
}
