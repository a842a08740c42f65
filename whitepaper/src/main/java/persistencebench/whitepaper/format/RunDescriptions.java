package persistencebench.whitepaper.format;

import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.Dataset;
import persistencebench.whitepaper.results.Environment;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ScalingRun;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.IntSummaryStatistics;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * One-line descriptions of a run (environment, dataset, samples, durability) for chart footnotes and
 * prose. Every text that comes from a result file passes {@link MachinePaths#redact}.
 */
public final class RunDescriptions {

    private static final DateTimeFormatter RUN_DATE =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private RunDescriptions() {
    }

    /** When the run started, e.g. "2026-11-21 10:00 UTC". */
    public static String runDate(BenchmarkRun run) {
        return date(run.startedAt());
    }

    /** An instant as the document dates runs: "2026-11-21 10:00 UTC". */
    public static String date(Instant instant) {
        return RUN_DATE.format(instant);
    }

    /**
     * JDK, OS, CPUs, the database and every measured backend's version in one line. No heap and no JVM
     * arguments: every cell runs in its own forked JVM, and the orchestrator's are not the cells'.
     */
    public static String environment(BenchmarkRun run) {
        Environment env = run.environment();
        BackendCatalogue catalogue = run.catalogue();
        String backends = catalogue.names().stream()
                .map(name -> catalogue.label(name) + catalogue.find(name).map(d -> d.version() == null ? "" : " " + d.version()).orElse(""))
                .collect(Collectors.joining(", "));
        String database = databases(env).map(text -> " · " + text).orElse("");
        return MachinePaths.redact(machine(env) + database + " · " + backends);
    }

    /** JDK, OS and CPUs: "JDK 17.0.15, Linux 6.1 amd64, 2 CPUs (AMD EPYC)". */
    public static String machine(Environment env) {
        return MachinePaths.redact("JDK " + orUnknown(env.jdk()) + ", " + orUnknown(env.os()) + ", " + orUnknown(env.cpus())
                + " CPUs" + (env.cpuModel() == null ? "" : " (" + env.cpuModel() + ")"));
    }

    /**
     * The footnote of a scaling study's charts: when it started, the machine and the durability class its steps ran
     * under (each step's servers are described in that step's own result file).
     */
    public static String footnote(ScalingRun study) {
        return "Scaling study started " + date(study.startedAt()) + " · " + machine(study.environment()) + " · durability "
                + orUnknown(study.environment().durability());
    }

    /**
     * The run's database server: its description, or for a run on several databases each engine with its version
     * ("PostgreSQL 17.11, H2 2.3.232, MariaDB (unavailable)"); empty when the run used none.
     */
    private static Optional<String> databases(Environment env) {
        if (env.databases().size() < 2) {
            return Optional.ofNullable(env.database());
        }
        return Optional.of(env.databases().entrySet().stream().sorted(Map.Entry.comparingByKey(Database.order()))
                .map(e -> Database.displayName(e.getKey()) + (e.getValue().isUnavailable() ? " (unavailable)"
                        : e.getValue().version() == null ? "" : " " + e.getValue().version()))
                .collect(Collectors.joining(", ")));
    }

    /** The chart footnote: run date, environment, dataset and durability. */
    public static String footnote(BenchmarkRun run) {
        return "Run " + runDate(run) + " · " + environment(run) + " · dataset: " + dataset(run) + " · "
                + DurabilityText.footnote(run);
    }

    /**
     * What the run measured on, e.g. "1,000 rows of the taxi dataset (generated, seed 42)" or, for a user's
     * file, "the taxi dataset from the file yellow_tripdata_2021-07.csv: 2,821,515 trips" (its file name only;
     * the {@code rows} setting did not apply).
     */
    public static String dataset(BenchmarkRun run) {
        Dataset data = run.dataset();
        String counts = data.counts().entrySet().stream()
                .map(e -> Quantities.count(e.getValue()) + " " + e.getKey())
                .collect(Collectors.joining(", "));
        String kind = orUnknown(data.kind());
        if (data.fromUserFile()) {
            String file = data.file() == null ? "a file" : "the file " + MachinePaths.fileName(data.file());
            return "the " + kind + " dataset from " + file + (counts.isEmpty() ? "" : ": " + counts);
        }
        String origin = (data.source() == null ? "" : data.source() + ", ") + "seed " + orUnknown(data.seed());
        if (data.rows() != null) {
            return Quantities.count(data.rows()) + " rows of the " + kind + " dataset (" + origin + ")";
        }
        return MachinePaths.redact(kind + " " + orUnknown(data.size()) + " (" + origin + ")"
                + (counts.isEmpty() ? "" : ": " + counts));
    }

    /**
     * What every ranked figure is, for a sentence that continues with {@link #iterations}: "the geometric mean over its
     * units (forks, or fresh JVMs for a cold cell), each at its median sample, of" (docs/method.md, "Intervals").
     */
    public static final String GEOMETRIC_MEAN_OF = "the geometric mean over its units (forks, or fresh JVMs for a cold cell), each at its"
            + " median sample, of";

    /**
     * How many measured samples and warm-ups each fork of the cells ran, e.g. "1 sample after 2 warm-ups per fork in 1–3
     * forks" (a cell's samples and warm-ups are counted over all its forks, so they are divided by them, rounded up).
     */
    public static String iterations(List<ResultCell> cells) {
        if (cells.isEmpty()) {
            return "no samples";
        }
        IntSummaryStatistics measured = cells.stream().flatMapToInt(RunDescriptions::samplesPerFork).summaryStatistics();
        IntSummaryStatistics warmups = cells.stream()
                .mapToInt(c -> ceilDiv(c.warmupSamplesMillis().size(), c.forks() == null ? 1 : Math.max(1, c.forks()))).summaryStatistics();
        IntSummaryStatistics forks = cells.stream().filter(c -> c.forks() != null).mapToInt(ResultCell::forks).summaryStatistics();
        String text = range(measured) + (measured.getMax() == 1 ? " sample" : " samples") + " after "
                + range(warmups) + (warmups.getMax() == 1 ? " warm-up" : " warm-ups");
        return forks.getCount() == 0 ? text : text + " per fork in " + range(forks) + (forks.getMax() == 1 ? " fork" : " forks");
    }

    /** The measured samples of each of the cell's forks (all of them as one fork where the file does not say which). */
    private static IntStream samplesPerFork(ResultCell cell) {
        if (cell.samplesFork().size() != cell.samplesMillis().size()) {
            return IntStream.of(cell.samplesMillis().size());
        }
        return cell.samplesFork().stream().collect(Collectors.groupingBy(fork -> fork, Collectors.counting())).values().stream()
                .mapToInt(Long::intValue);
    }

    private static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    private static String range(IntSummaryStatistics stats) {
        return stats.getMin() == stats.getMax() ? String.valueOf(stats.getMax()) : stats.getMin() + "–" + stats.getMax();
    }

    private static String orUnknown(Object value) {
        return Objects.toString(value, "?");
    }
}
