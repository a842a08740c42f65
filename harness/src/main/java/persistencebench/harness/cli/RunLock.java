package persistencebench.harness.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One run per directory: a program holds an exclusive lock on {@code .benchmark.lock} in its data and results
 * directories for as long as it runs, so a second run on either (which would delete the first one's storages under it,
 * skip its servers as "in use" and rename its live result file) is refused in one line naming the run that holds it.
 * The lock is the operating system's: a run that dies, however, releases it, so no stale lock is ever left to clear.
 * Forked JVMs belong to the run that forked them and take no lock.
 */
public final class RunLock implements AutoCloseable {
    static final String FILE = ".benchmark.lock";

    /** The directories this JVM holds: asking the OS again would open and close the lock file, which drops a POSIX lock. */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    private final List<FileChannel> channels;
    private final List<Path> directories;

    private RunLock(List<FileChannel> channels, List<Path> directories) {
        this.channels = channels;
        this.directories = directories;
    }

    /**
     * Locks every directory of {@code directories} (the setting naming it → the directory; created when missing), or
     * none: the first one another run holds is named in the {@link FatalError}.
     */
    public static RunLock acquire(String program, Map<String, Path> directories) {
        Map<Path, String> distinct = new LinkedHashMap<>();
        // in the settings' order, so two runs racing for the same directories ask in the same order
        new TreeMap<>(directories).forEach((setting, directory) -> distinct.putIfAbsent(directory.toAbsolutePath().normalize(), setting));
        List<FileChannel> channels = new ArrayList<>();
        List<Path> locked = new ArrayList<>();
        try {
            for (Map.Entry<Path, String> entry : distinct.entrySet()) {
                if (!HELD.add(entry.getKey())) {
                    throw new FatalError("-D" + entry.getValue() + "=" + entry.getKey() + " is in use by another benchmark run (in this process, "
                            + ProcessHandle.current().pid() + "): wait until it ends, or give this run another -D" + entry.getValue());
                }
                locked.add(entry.getKey());
                channels.add(lock(program, entry.getValue(), entry.getKey()));
            }
        } catch (RuntimeException e) {
            new RunLock(channels, locked).close();
            throw e;
        }
        return new RunLock(channels, locked);
    }

    private static FileChannel lock(String program, String setting, Path directory) {
        Path file = directory.resolve(FILE);
        FileChannel channel = null;
        try {
            Files.createDirectories(directory);
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                String holder = Files.readString(file, StandardCharsets.UTF_8).strip();
                channel.close();
                throw new FatalError("-D" + setting + "=" + directory + " is in use by another benchmark run ("
                        + (holder.isEmpty() ? "its process did not say which" : holder) + "): wait until it ends, or give this run another -D"
                        + setting);
            }
            channel.truncate(0);
            channel.write(ByteBuffer.wrap((program + ", process " + ProcessHandle.current().pid() + ", since "
                    + Instant.now().truncatedTo(ChronoUnit.SECONDS)).getBytes(StandardCharsets.UTF_8)));
            channel.force(false);
            return channel;
        } catch (IOException e) {
            closeQuietly(channel);
            throw new FatalError("-D" + setting + "=" + directory + " cannot be used: " + e.getMessage()
                    + "; give a directory this user can create and write", 2, e);
        }
    }

    /** Releases every lock (closing a channel releases its lock). */
    @Override
    public void close() {
        channels.forEach(RunLock::closeQuietly);
        directories.forEach(HELD::remove);
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // the lock goes with the process at the latest
            }
        }
    }
}
