package persistencebench.harness.db.mariadb;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import persistencebench.harness.db.DatabaseUnavailableException;

/**
 * Who owns an embedded MariaDB data directory: the JVM holding the lock file beside it, for as long as its server runs
 * (the operating system releases the lock when that JVM dies, however it dies). A JVM that gets the lock while the
 * directory's {@code mariadbd.pid} names a live {@code mariadbd} has found the orphan of a killed run and stops it;
 * a directory another live benchmark holds is reported, never touched.
 */
final class MariaDbDataLock implements AutoCloseable {
    static final String PID_FILE = "mariadbd.pid";

    private final FileChannel channel;
    private final FileLock lock;

    private MariaDbDataLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock of {@code dataDirectory}, then stops an orphaned server of a killed run, saying so on stderr. */
    static MariaDbDataLock acquire(Path dataDirectory) {
        Path file = dataDirectory.resolveSibling(dataDirectory.getFileName() + ".lock");
        FileChannel channel = null;
        try {
            Files.createDirectories(file.getParent());
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                throw inUse(dataDirectory);
            }
            MariaDbDataLock owned = new MariaDbDataLock(channel, lock);
            stopOrphan(dataDirectory.resolve(PID_FILE)).ifPresent(what -> System.err.println("embedded MariaDB: " + what));
            return owned;
        } catch (OverlappingFileLockException e) {
            close(channel);
            throw inUse(dataDirectory);
        } catch (IOException e) {
            close(channel);
            throw new DatabaseUnavailableException("cannot lock " + file + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            close(channel);
            throw e;
        }
    }

    private static DatabaseUnavailableException inUse(Path dataDirectory) {
        return new DatabaseUnavailableException("the embedded MariaDB in " + dataDirectory
                + " is in use by another running benchmark; wait for it to finish, or use another -Ddata directory", null);
    }

    /** Stops the {@code mariadbd} a pid file names, with SIGTERM (a clean shutdown) and SIGKILL only if that hangs. */
    static Optional<String> stopOrphan(Path pidFile) throws IOException {
        if (!Files.exists(pidFile)) {
            return Optional.empty();
        }
        List<String> lines = Files.readAllLines(pidFile);
        long pid = lines.isEmpty() || !lines.get(0).strip().matches("\\d+") ? -1 : Long.parseLong(lines.get(0).strip());
        Optional<ProcessHandle> orphan = pid > 0 ? ProcessHandle.of(pid)
                .filter(p -> p.info().command().map(c -> c.endsWith("/mariadbd")).orElse(false)) : Optional.empty();
        if (orphan.isPresent()) {
            orphan.get().destroy();
            try {
                orphan.get().onExit().get(120, TimeUnit.SECONDS);
            } catch (ExecutionException | TimeoutException e) {
                orphan.get().destroyForcibly();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                orphan.get().destroyForcibly();
            }
        }
        Files.deleteIfExists(pidFile);
        return Optional.of(orphan.isPresent() ? "stopped an orphaned MariaDB (pid " + pid + ") left running by a killed run"
                : "removed a stale " + PID_FILE + " (pid " + pid + " is gone)");
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException e) {
            // closing the channel below releases it too
        }
        close(channel);
    }

    private static void close(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // nothing more to release
            }
        }
    }
}
