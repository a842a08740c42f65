package persistencebench.harness.db.postgres;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/** Kills an embedded PostgreSQL as a crash or a user would, to plant a server that stops during a run. */
public final class Postmasters {

    private Postmasters() {
    }

    /** Kills (SIGKILL) the postmaster of the one server whose data directory is under {@code root}; returns its process id. */
    public static long kill(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            Path pidFile = files.filter(file -> file.getFileName().toString().equals("postmaster.pid")).findFirst().orElseThrow();
            long pid = Long.parseLong(Files.readAllLines(pidFile).get(0).trim());
            ProcessHandle postmaster = ProcessHandle.of(pid).orElseThrow();
            postmaster.destroyForcibly();
            postmaster.onExit().get(30, TimeUnit.SECONDS);
            return pid;
        } catch (IOException | RuntimeException | ExecutionException | TimeoutException e) {
            throw new IllegalStateException("cannot kill the postmaster under " + root, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while killing the postmaster under " + root, e);
        }
    }
}
