package persistencebench.whitepaper.format;

import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Dataset;
import persistencebench.whitepaper.results.Environment;
import persistencebench.whitepaper.results.ResultCell;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** One-line descriptions of a run (environment, dataset, iterations) for chart footnotes and prose. */
public final class RunDescriptions {

    private static final DateTimeFormatter RUN_DATE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private RunDescriptions() {
    }

    /** When the run started, e.g. "2026-11-21 10:00 UTC". */
    public static String runDate(BenchmarkRun run) {
        return RUN_DATE.format(run.startedAt());
    }

    /**
     * JDK, OS, CPUs, database and library versions in one line. No heap: every cell runs in its own forked JVM
     * with its own {@code -Xmx}, recorded in the cell; the environment's heap is the orchestrator's.
     */
    public static String environment(BenchmarkRun run) {
        Environment env = run.environment();
        return "JDK " + orUnknown(env.jdk()) + ", " + orUnknown(env.os()) + ", " + orUnknown(env.cpus()) + " CPUs · PostgreSQL " + env.version("postgresql") + " · MicroStream " + env.version("microstream")
                + ", EclipseStore " + env.version("eclipsestore") + ", Hibernate " + env.version("hibernate")
                + ", pgJDBC " + env.version("pgjdbc");
    }

    /** The chart footnote: run date, environment and dataset. */
    public static String footnote(BenchmarkRun run) {
        return "Run " + runDate(run) + " · " + environment(run) + " · dataset: " + dataset(run);
    }

    /** What the run measured on, e.g. "200,000 taxi trips (generated, seed 42)". */
    public static String dataset(BenchmarkRun run) {
        Dataset data = run.dataset();
        String origin = (data.source() == null ? "" : data.source() + ", ") + "seed " + orUnknown(data.seed());
        if (data.rows() != null) {
            return Quantities.count(data.rows()) + " rows of the " + orUnknown(data.kind()) + " dataset (" + origin + ")";
        }
        String counts = data.counts().entrySet().stream()
                .map(e -> Quantities.count(e.getValue()) + " " + e.getKey())
                .collect(Collectors.joining(", "));
        return orUnknown(data.kind()) + " " + orUnknown(data.size()) + " (" + origin + ")"
                + (counts.isEmpty() ? "" : ": " + counts);
    }

    /** How many measured and warm-up iterations the cells carry, e.g. "5 runs after 1 warm-up". */
    public static String iterations(List<ResultCell> cells) {
        IntSummaryStatistics measured = cells.stream().mapToInt(c -> c.samplesMillis().size()).summaryStatistics();
        IntSummaryStatistics warmups = cells.stream().mapToInt(c -> c.warmupSamplesMillis().size()).summaryStatistics();
        String runs = range(measured) + (measured.getMax() == 1 ? " run" : " runs");
        String warm = range(warmups) + (warmups.getMax() == 1 ? " warm-up" : " warm-ups");
        return runs + " after " + warm;
    }

    private static String range(IntSummaryStatistics stats) {
        return stats.getMin() == stats.getMax() ? String.valueOf(stats.getMax()) : stats.getMin() + "–" + stats.getMax();
    }

    private static String orUnknown(Object value) {
        return value == null ? "?" : value.toString();
    }
}
