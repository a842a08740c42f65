package persistencebench.whitepaper.document;

import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.whitepaper.chart.ConcurrentReadsChart;
import persistencebench.whitepaper.chart.Figure;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ConcurrentProtocol;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.ResultVariantKind;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * The concurrent readers: how their forks ordered the cells and what the drift check found
 * ({@link ConcurrentOrderAndDrift}); per query the throughput against the reader threads, one figure per database engine
 * (one line per backend, variant and connection mode, whiskers for the 95 % interval over the forks, the reference's
 * figures beside ours where it measured that engine), what the thread counts did where the intervals tell
 * ({@link ConcurrentScaling}), and a table of throughput with its interval and latency percentiles per cell; then what
 * the threads shared in each mode for each access style, as the result file describes it. Empty when the run has no
 * {@code concurrentReads} cells.
 */
final class ConcurrentReadsSection {

    private ConcurrentReadsSection() {
    }

    static String render(BenchmarkRun read, List<Figure> figures) {
        List<ConcurrentReadCell> cells = read.concurrentReads();
        if (cells.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder("[[concurrent-readers]]\n=== Concurrent readers\n\n").append(intro(read, cells)).append('\n');
        String orderAndDrift = ConcurrentOrderAndDrift.render(read);
        text.append(orderAndDrift.isEmpty() ? "" : orderAndDrift + "\n");
        for (String query : cells.stream().map(ConcurrentReadCell::query).distinct().toList()) {
            text.append("==== The ").append(query).append(" query\n\n");
            for (String database : ConcurrentReadsChart.databases(read, query)) {
                String figure = FigureBlocks.named(figures, ConcurrentReadsChart.name(query, database));
                text.append(figure.isEmpty() ? "" : figure + "\n");
            }
            String scaling = ConcurrentScaling.render(read, query);
            text.append(scaling.isEmpty() ? "" : scaling + "\n").append(table(read, query)).append('\n');
        }
        return text.append(OneThreadModeCheck.render(read)).append('\n').append(setups(read, cells)).toString();
    }

    private static String intro(BenchmarkRun read, List<ConcurrentReadCell> cells) {
        Optional<ConcurrentProtocol> protocol = ConcurrentProtocol.of(read.environment());
        Integer cpus = cells.stream().map(ConcurrentReadCell::cpus).filter(Objects::nonNull).findFirst().orElse(null);
        List<String> threads = cells.stream().map(ConcurrentReadCell::threads).filter(Objects::nonNull).distinct().sorted()
                .map(String::valueOf).toList();
        boolean tunedOnly = cells.stream().allMatch(c -> read.catalogue().kind(c.backend(), c.variant()) == ResultVariantKind.TUNED);
        return (tunedOnly ? "Each backend's tuned variant, on each database, answered" : "Each backend, variant and database answered")
                + " the same seeded operations with " + Labels.list(threads) + " reader"
                + " threads, "
                + (protocol.map(ConcurrentProtocol::afterHotPhases).orElse(false)
                        ? "in the contestant's hot forks after their phases (one per hot round, up to the forks these cells"
                        + " take), on a store or connections of their own, after the phases' garbage was collected: what the"
                        + " phases leave them is the code the JIT compiled for what both run, the server's buffers and the OS"
                        + " page cache"
                        : "in forked JVMs of their own per contestant, started after the hot rounds' forks")
                + (tunedOnly ? " (the study never ran readers concurrently: its approaches are compared in the"
                        + " hot and cold cells above, and here only on request, -DconcurrentVariants=paper,tuned)" : "")
                + ": the *fast* query is one customer with its address chain"
                + " by id (ids drawn uniformly over the customers), the *slow* query one purchases-of-foreigners query per"
                + " operation (the run's queries in turn). The threads take the next operation not yet taken. A cell measures"
                + " samples, each a number of passes over its operations (the same for every cell of the query in the"
                + " fork, set from the contestant's own pace in that fork so that a sample at one thread lasts at least "
                + protocol.map(p -> "1/" + p.sampleBoxDivisor() + " of").orElse("a fraction of") + " the cell's time box, or one"
                + " pass where a pass is longer), until it has measured for its time box and at least a minimum of samples"
                + protocol.map(p -> " (" + p.minSamples() + "; no sample starts after " + p.lastStartBoxes() + " boxes, so a cell of"
                        + " long samples measures fewer; at most " + p.maxSamples() + ")").orElse("")
                + "; a contestant's modes are measured next to each other at each thread count, which goes"
                + " first alternating. Samples inside one JVM agree more than two JVMs do, so a cell's 95 % interval is over its"
                + " forks, and a comparison rests on it: Welch's interval of the ratio on the log scale, a difference only where it excludes 1. Every"
                + " pass repeats the same operations, so what they touch stays in memory and, for"
                + " the few thousand customers of the fast query, largely in the CPU's caches: that flatters an in-process"
                + " object graph more than a database reached through a driver, as any hot read of a small working set does."
                + " After its samples each cell measures the harness's ceiling, the same threads,"
                + " operations and passes with an operation that does nothing; a note marks cells at half of it or more, where"
                + " the harness's own cost per operation (a shared counter, two clock readings, a histogram entry) weighs on the"
                + " figure. A cell's throughput is all its measured operations over its samples' summed time, every fork's, with"
                + " its 95 % interval over the forks in square brackets (a cell of one fork shows its slowest and fastest sample's"
                + " in round ones instead), and its latencies come from a histogram of every measured operation of every fork; *n*"
                + " is how many operations a cell measured over all its samples, and a query with fewer than "
                + OperationLatencies.MIN_OPERATIONS_FOR_P99 + " distinct operations shows no 99th percentile (-),"
                + " which would be its slowest operation under another name, however often repeated. The CPU column divides the"
                + " CPU time this JVM and, for a database server on this machine, the server's processes spent over the samples"
                + " by their operations: who paid for the throughput (an in-process engine's work is the JVM's)."
                + " Warm-up operations with the same threads ran first and are not counted." + connectionWarmUp(cells, !tunedOnly)
                + " Every answer was digested: a cell whose answers differ from its fork's one-thread answer to the same operations"
                + " (from the fork's warm-up, before its first cell), from another fork's, or from another contestant's, fails."
                + (cpus == null ? "" : " The machine had " + cpus + " CPUs; in cells with more threads than that the threads"
                + " take turns on the CPUs, which the tables mark.") + "\n";
    }

    /**
     * What the cells recorded of warming each connection and filling each pool before their clocks started: the warm-up
     * operations per connection for each database and query, as the cells recorded them.
     */
    private static String connectionWarmUp(List<ConcurrentReadCell> cells, boolean paperMeasured) {
        Map<String, Set<String>> perDatabase = new TreeMap<>();
        cells.stream().filter(c -> c.warmupOperationsPerConnection() != null && c.database() != null)
                .forEach(c -> perDatabase.computeIfAbsent(Database.displayName(c.database()), d -> new TreeSet<>())
                        .add(c.warmupOperationsPerConnection() + " of the " + c.query() + " query"));
        if (perDatabase.isEmpty()) {
            return "";
        }
        long notFull = cells.stream().filter(c -> Boolean.FALSE.equals(c.poolFull())).count();
        return " Before that, after opening a mode's connections (a pool: once per thread count), each connection ran operations of"
                + " every query on its own, all of them held meanwhile: " + perDatabase.entrySet().stream()
                .map(e -> e.getKey() + " " + String.join(" and ", e.getValue())).collect(Collectors.joining("; "))
                + " (PostgreSQL ten, since pgJDBC prepares on the server per connection on the fifth execution and PostgreSQL plans"
                + " a prepared statement five times for its parameters before it weighs a generic plan; SQLite one pass over the"
                + " measured operations, since its page cache is each connection's own; H2 and MariaDB one, since their sessions and"
                + " drivers cache what they prepare on the first execution); " + (notFull == 0
                ? "every pool held all its connections when the clock started."
                : notFull + " pool cells started with fewer connections open than threads, which their rows' numbers include.")
                + (paperMeasured ? " The SQL backends' paper variants are measured here on PostgreSQL, the study's engine, only: on the"
                + " other engines the hot cells show what the study's queries cost, and on SQLite and MariaDB its concurrent cells"
                + " would take several minutes per fork." : "");
    }

    private static String table(BenchmarkRun read, String query) {
        AsciiDocTable table = new AsciiDocTable("Concurrent readers, " + query + " query: throughput and latency per operation", "<",
                "Access style", "<", "Mode", ">", "Threads", ">", "Forks", ">", "Samples", ">", "n", ">",
                "Operations/s [95 % interval over forks]", ">", "p50 (ms)", ">", "p90 (ms)", ">", "p99 (ms)", ">",
                "Max (ms)", ">", "CPU per operation (ms): JVM + server", "<", "Note");
        Set<String> skippedModes = new LinkedHashSet<>();
        for (ConcurrentReadCell cell : read.concurrentReads().stream().filter(c -> query.equals(c.query())).toList()) {
            String style = ConcurrentReadsChart.contestant(read, cell);
            if (cell.skipped() != null) {
                if (skippedModes.add(style + " " + cell.connectionMode())) {
                    table.rowWithNote(List.of(style, cell.connectionMode(), "all"), "not measured: " + cell.skipped());
                }
            } else if (!cell.measured()) {
                table.rowWithNote(List.of(style, cell.connectionMode(), String.valueOf(cell.threads())), "FAILED: " + cell.failure());
            } else {
                table.row(style, cell.connectionMode(), String.valueOf(cell.threads()), String.valueOf(cell.forks()),
                        cell.samples() == null ? "" : String.valueOf(cell.samples()),
                        cell.measuredOperations() == null ? "" : Quantities.count(cell.measuredOperations()), throughput(cell),
                        millis(cell.p50Micros()), millis(cell.p90Micros()),
                        cell.shownP99Micros() == null ? "-" : millis(cell.shownP99Micros()), millis(cell.maxMicros()), cpu(cell),
                        note(cell));
            }
        }
        return table.render();
    }

    /**
     * More threads than CPUs, a throughput of at least half the harness's ceiling for the cell (its threads, operations
     * and passes doing nothing: there the harness's own cost per operation weighs on the figure), and a drift beyond the
     * cell's interval.
     */
    private static String note(ConcurrentReadCell cell) {
        List<String> notes = new ArrayList<>();
        if (Boolean.TRUE.equals(cell.threadsAboveCpus())) {
            notes.add("more threads than CPUs");
        }
        Double ceiling = cell.harnessCeilingOpsPerSecond();
        if (cell.nearHarnessCeiling()) {
            notes.add("at " + Math.round(100 * cell.opsPerSecond() / ceiling) + " % of the harness ceiling (" + Quantities.rate(ceiling)
                    + "/s)");
        }
        if (Boolean.TRUE.equals(cell.driftBeyondInterval())) {
            notes.add("drift beyond its interval");
        }
        return String.join("; ", notes);
    }

    /**
     * "12,300 [11,100–13,500]": the geometric mean of the forks' throughputs and its 95 % interval; a cell of one fork
     * "12,300 (11,900–12,800)": the slowest and fastest sample's, where it has several.
     */
    private static String throughput(ConcurrentReadCell cell) {
        Optional<ConfidenceInterval> interval = cell.interval();
        if (interval.isPresent()) {
            return Quantities.rate(cell.throughput().value()) + " [" + Quantities.rate(interval.get().low()) + "–"
                    + Quantities.rate(interval.get().high()) + "]";
        }
        List<Double> range = cell.opsPerSecondRange();
        return Quantities.rate(cell.opsPerSecond()) + (range == null || range.size() != 2 || cell.samples() < 2 ? ""
                : " (" + Quantities.rate(range.get(0)) + "–" + Quantities.rate(range.get(1)) + ")");
    }

    /** "0.120 + 0.340": this JVM's and the server's CPU per operation; the JVM's alone where no server was read. */
    private static String cpu(ConcurrentReadCell cell) {
        Double jvm = cell.jvmCpuPerOperation();
        Double server = cell.serverCpuPerOperation();
        return jvm == null ? "" : Quantities.significant(jvm, 3) + (server == null ? "" : " + " + Quantities.significant(server, 3));
    }

    private static String millis(Double micros) {
        return micros == null ? "" : Quantities.significant(micros / 1000.0, 3);
    }

    /** One line per access style and mode: what its threads shared, as the cells recorded it. */
    private static String setups(BenchmarkRun read, List<ConcurrentReadCell> cells) {
        Set<String> lines = new LinkedHashSet<>();
        for (ConcurrentReadCell cell : cells) {
            if (cell.connectionSetup() != null) {
                lines.add(ConcurrentReadsChart.contestant(read, cell) + ", " + cell.connectionMode() + ": " + cell.connectionSetup() + ".");
            }
        }
        return "What the threads shared in each mode:\n\n" + Bullets.of(List.copyOf(lines));
    }
}
