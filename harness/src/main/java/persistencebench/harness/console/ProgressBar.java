package persistencebench.harness.console;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A progress line on stderr for long phases: done/total, percent, rate and ETA. On a terminal it redraws
 * in place; otherwise (CI logs, pipes) it prints a plain line at most every few seconds.
 * {@link #update(long)} is cheap enough to call per batch from the working thread.
 */
public final class ProgressBar implements AutoCloseable {
    private static final long TERMINAL_INTERVAL_NANOS = 200_000_000L;
    private static final long LOG_INTERVAL_NANOS = 5_000_000_000L;

    private final String label;
    private final String unit;
    private final long total;
    private final PrintStream out;
    private final boolean terminal;
    private final long started = System.nanoTime();
    private long lastPrinted;
    private long done;

    public ProgressBar(String label, String unit, long total) {
        this(label, unit, total, System.err, System.console() != null);
    }

    ProgressBar(String label, String unit, long total, PrintStream out, boolean terminal) {
        this.label = label;
        this.unit = unit;
        this.total = total;
        this.out = out;
        this.terminal = terminal;
        this.lastPrinted = started;
    }

    /** Sets the amount done so far. */
    public synchronized void update(long doneSoFar) {
        done = doneSoFar;
        long now = System.nanoTime();
        if (now - lastPrinted >= (terminal ? TERMINAL_INTERVAL_NANOS : LOG_INTERVAL_NANOS)) {
            lastPrinted = now;
            print(now, false);
        }
    }

    /** The line as printed, for tests and logs. */
    synchronized String line(long now) {
        double seconds = Math.max((now - started) / 1e9, 1e-9);
        double rate = done / seconds;
        StringBuilder s = new StringBuilder(label).append(": ").append(String.format(Locale.ROOT, "%,d", done));
        if (total > 0) {
            s.append(String.format(Locale.ROOT, "/%,d %s (%3.0f%%)", total, unit, 100.0 * done / total));
        } else {
            s.append(' ').append(unit);
        }
        s.append(String.format(Locale.ROOT, " %,.0f %s/s", rate, unit));
        if (total > 0 && done > 0 && done < total) {
            s.append(String.format(Locale.ROOT, " ETA %s", formatSeconds((total - done) / rate)));
        } else {
            s.append(String.format(Locale.ROOT, " in %s", formatSeconds(seconds)));
        }
        return s.toString();
    }

    private void print(long now, boolean last) {
        if (terminal) {
            out.print("\r" + line(now) + "   " + (last ? "\n" : ""));
        } else {
            out.println(line(now));
        }
        out.flush();
    }

    static String formatSeconds(double seconds) {
        long s = Math.round(seconds);
        return s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60) : String.format(Locale.ROOT, "%.1fs", seconds);
    }

    /** Prints the final line. */
    @Override
    public synchronized void close() {
        print(System.nanoTime(), true);
    }
}
