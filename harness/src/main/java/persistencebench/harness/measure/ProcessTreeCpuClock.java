package persistencebench.harness.measure;

import java.util.OptionalLong;

/**
 * CPU time of a server process and all its children, read from Linux {@code /proc}: a database server's cost is
 * counted beside the benchmark JVM's (fairness rule 5). For a process tree like PostgreSQL's, the root's own
 * {@code utime + stime}, plus {@code cutime + cstime} of the children it has already reaped (backends whose
 * connections were closed), plus {@code utime + stime} of every live descendant. Empty where {@code /proc} is
 * unavailable or the process is gone.
 * <p>
 * A backend exits asynchronously after its client closes the connection, and until the server reaps it its CPU
 * time is in neither sum: a reading right after a sample's close can miss the whole sample's server work (seen
 * here: 0 ms instead of 880 ms, and under load for up to 200 ms). So a reading waits until two readings
 * {@value #SETTLE_POLL_MILLIS} ms apart agree (at most {@value #SETTLE_LIMIT_MILLIS} ms). The runner reads the clock
 * outside the timed parts, so the wait costs no measured time.
 */
public final class ProcessTreeCpuClock implements CpuClock {
    /** Clock ticks per second of /proc/[pid]/stat times; 100 on every Linux the JVM runs on ({@code getconf CLK_TCK}). */
    private static final long TICKS_PER_SECOND = 100;
    static final long SETTLE_POLL_MILLIS = 25;
    static final long SETTLE_LIMIT_MILLIS = 2_000;

    private final long rootPid;

    public ProcessTreeCpuClock(long rootPid) {
        this.rootPid = rootPid;
    }

    @Override
    public OptionalLong cpuNanos() {
        OptionalLong previous = read();
        for (long waited = 0; previous.isPresent() && waited < SETTLE_LIMIT_MILLIS; waited += SETTLE_POLL_MILLIS) {
            try {
                Thread.sleep(SETTLE_POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return previous;
            }
            OptionalLong now = read();
            if (now.equals(previous)) {
                return now;
            }
            previous = now;
        }
        return previous;
    }

    private OptionalLong read() {
        Stat root = Stat.read(rootPid);
        if (root == null) {
            return OptionalLong.empty();
        }
        long ticks = root.utime + root.stime + root.cutime + root.cstime;
        for (long descendant : ProcessTree.descendants(rootPid)) {
            Stat stat = Stat.read(descendant);
            if (stat != null) {
                ticks += stat.utime + stat.stime;
            }
        }
        return OptionalLong.of(ticks * (1_000_000_000L / TICKS_PER_SECOND));
    }

    /** The fields of /proc/[pid]/stat this clock needs. */
    private record Stat(long utime, long stime, long cutime, long cstime) {

        static Stat read(long pid) {
            String[] f = ProcessTree.statFields(pid);
            // f[0] is field 3 (state): utime..cstime are fields 14..17
            return f == null ? null : new Stat(Long.parseLong(f[11]), Long.parseLong(f[12]), Long.parseLong(f[13]), Long.parseLong(f[14]));
        }
    }
}
