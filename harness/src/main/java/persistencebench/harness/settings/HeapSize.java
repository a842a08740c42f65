package persistencebench.harness.settings;

import java.lang.management.ManagementFactory;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A maximum heap ({@code -Xmx}) a setting gives forked JVMs, checked before any work starts: a heap too small for a fork
 * to start the project's code in, or larger than the machine's memory, would fail every cell (twice: a crashed fork is
 * retried) instead of the setting.
 */
public final class HeapSize {
    /**
     * The least heap: 64 MiB, the memory wall's smallest heap in a quick scaling study ({@code -DwallHeaps=64m}); measured
     * on 2026-12-06, a quick read of the tiny bookstore by MicroStream (paper) ran every cell in forks of that heap.
     */
    static final long FLOOR_MEGABYTES = 64;
    /** The bounds, as {@code -Dhelp} states them. */
    public static final String BOUNDS = "from " + FLOOR_MEGABYTES + "m to the machine's physical memory";

    private static final Pattern SIZE = Pattern.compile("(\\d{1,12})([kKmMgG])");

    private HeapSize() {
    }

    /** {@code heap}, as {@code -Xmx} takes it ({@code 512m}, {@code 2g}, {@code 65536k}), in MiB rounded down; empty when it is none. */
    public static OptionalLong megabytes(String heap) {
        Matcher size = SIZE.matcher(heap.trim());
        if (!size.matches()) {
            return OptionalLong.empty();
        }
        long kilobytes = Long.parseLong(size.group(1)) * switch (Character.toLowerCase(size.group(2).charAt(0))) {
            case 'k' -> 1;
            case 'm' -> 1024;
            default -> 1024 * 1024;
        };
        return OptionalLong.of(kilobytes / 1024);
    }

    /**
     * {@code heap} in MiB, where {@code -Dsetting=given} holds it (all of it, or one of a list).
     *
     * @throws SettingsException naming the setting, the value and the bound it breaks, and why the bound is there
     */
    public static long checked(String setting, String given, String heap) {
        String where = "invalid value -D" + setting + "=" + given + ": ";
        long megabytes = megabytes(heap).orElseThrow(() -> new SettingsException(where + "\"" + heap + "\" is not a heap size;"
                + " give one such as 512m, 2g or 4096m"));
        if (megabytes < FLOOR_MEGABYTES) {
            throw new SettingsException(where + heap + " is below the least heap, " + FLOOR_MEGABYTES + "m, in which a forked JVM"
                    + " starts the benchmark's code; give " + FLOOR_MEGABYTES + "m or more");
        }
        long machine = machineBytes().orElse(Long.MAX_VALUE) / (1024 * 1024);
        if (megabytes > machine) {
            throw new SettingsException(where + heap + " is more than this machine's physical memory, " + machine + "m, so every fork"
                    + " would fail; give " + machine + "m or less");
        }
        return megabytes;
    }

    /** This machine's physical memory in bytes (a container's limit inside one), as the JVM reads it; empty where it cannot. */
    public static OptionalLong machineBytes() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? OptionalLong.of(os.getTotalMemorySize()) : OptionalLong.empty();
    }
}
