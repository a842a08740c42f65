package persistencebench.harness.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;

/**
 * What the rest of the machine did during one measured sample, so a run can prove its machine was quiet
 * ({@code docs/method.md}, "A quiet machine"): the CPU time the machine spent outside the run's processes
 * ({@link RunProcesses}), the time a hypervisor took from its CPUs (steal), and the CPUs' clock. Read from Linux
 * {@code /proc}: the machine's cumulative CPU counters ({@code /proc/stat}) less the run's processes' own
 * ({@code utime + stime + cutime + cstime} of each, so a process the run reaped during the sample is counted by its
 * parent). Both count in clock ticks (10 ms), so one sample of a few milliseconds reads 0 or a tick; a run's share is
 * summed over all its samples.
 *
 * @param windowMillis   the wall time between the two readings, which enclose the sample (a little longer than it)
 * @param otherCpuMillis CPU time (user, system, interrupts) the machine spent outside the run's processes; a sample's
 *                       value can be a tick below zero, since the machine's and the processes' counters tick apart, and
 *                       is kept so: clamping each sample would keep only the errors upwards ({@link MachineQuietness}
 *                       clamps the sums)
 * @param stealMillis    time the hypervisor ran something else while the machine's CPUs wanted to run
 * @param cpus           CPUs the machine counts
 * @param cpuMHz         the CPUs' mean clock at the sample's end as the machine reports it ({@code /proc/cpuinfo}; on
 *                       a virtual machine often the nominal clock), or null where it reports none
 */
public record MachineActivity(double windowMillis, long otherCpuMillis, long stealMillis, int cpus, Double cpuMHz) {
    /** Milliseconds per clock tick of {@code /proc} times: {@code getconf CLK_TCK} is 100 on every Linux the JVM runs on. */
    private static final long MILLIS_PER_TICK = 10;
    private static final Path STAT = Path.of("/proc/stat");
    private static final Path CPUINFO = Path.of("/proc/cpuinfo");

    /** The machine's and the run's counters now ({@link Reading#NONE} where {@code /proc/stat} cannot be read). */
    public static Reading read() {
        List<String> lines;
        try {
            lines = Files.readAllLines(STAT);
        } catch (IOException | RuntimeException e) {
            return Reading.NONE;
        }
        String[] total = lines.get(0).trim().split("\\s+");
        if (!total[0].equals("cpu") || total.length < 9) {
            return Reading.NONE;
        }
        // user nice system idle iowait irq softirq steal: guest time is already inside user and nice
        long busy = ticks(total, 1) + ticks(total, 2) + ticks(total, 3) + ticks(total, 6) + ticks(total, 7);
        int cpus = (int) lines.stream().filter(line -> line.matches("cpu\\d+ .*")).count();
        long run = 0;
        for (long pid : RunProcesses.members()) {
            String[] f = ProcessTree.statFields(pid);
            if (f != null) {
                // f[0] is field 3 (state): utime, stime, cutime, cstime are fields 14 to 17
                run += Long.parseLong(f[11]) + Long.parseLong(f[12]) + Long.parseLong(f[13]) + Long.parseLong(f[14]);
            }
        }
        return new Reading(System.nanoTime(), busy, ticks(total, 8), run, cpus);
    }

    private static long ticks(String[] fields, int index) {
        return Long.parseLong(fields[index]);
    }

    private static Double meanMHz() {
        try (var lines = Files.lines(CPUINFO)) {
            OptionalDouble mean = lines.filter(line -> line.startsWith("cpu MHz"))
                    .mapToDouble(line -> Double.parseDouble(line.substring(line.indexOf(':') + 1).trim())).average();
            return mean.isPresent() ? Math.round(mean.getAsDouble() * 10) / 10.0 : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The machine's and the run's cumulative counters at one moment, in clock ticks. */
    public record Reading(long nanoTime, long busyTicks, long stealTicks, long runTicks, int cpus) {
        /** No reading: {@code /proc/stat} could not be read. */
        static final Reading NONE = new Reading(0, -1, -1, -1, 0);

        /** What the machine did from {@code before} to this reading; null when either could not be read. */
        public MachineActivity since(Reading before) {
            if (this == NONE || before == NONE) {
                return null;
            }
            long other = (busyTicks - before.busyTicks) - (runTicks - before.runTicks);
            return new MachineActivity(Math.round((nanoTime - before.nanoTime) / 10_000.0) / 100.0, other * MILLIS_PER_TICK, (stealTicks - before.stealTicks) * MILLIS_PER_TICK,
                    cpus, meanMHz());
        }
    }
}
