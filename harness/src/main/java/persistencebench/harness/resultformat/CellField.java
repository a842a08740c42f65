package persistencebench.harness.resultformat;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The fields of a result file's cell ({@link TopField#RESULTS results[]}), and the few a forked JVM hands to the
 * orchestrator inside a cell that never reach the file ({@link #handOver()}).
 */
public enum CellField implements ResultField {
    ID("id", "the cell's identity: unique within the file, the same in every run of the same selection (CellIdentity)"),
    BACKEND("backend", "the backend measured"),
    VARIANT("variant", "the backend's variant, with its channel count in a channel sweep"),
    PHASE("phase", "what was measured: store, load-only, or a read phase"),
    TEMPERATURE("temperature", "read cells: cold or hot"),
    OK("ok", "false when the cell failed or was skipped"),
    FAILURE("failure", "why the cell failed, one line"),
    SKIPPED("skipped", "why the run did not measure the cell, one line"),
    ATTEMPTS("attempts", "each attempt of a cell whose forked JVM crashed or timed out"),
    SAMPLES_MILLIS("samplesMillis", "every measured sample's total time: open + work + close"),
    OPEN_SAMPLES_MILLIS("openSamplesMillis", "the open part of each measured sample"),
    WORK_SAMPLES_MILLIS("workSamplesMillis", "the work part of each measured sample"),
    CLOSE_SAMPLES_MILLIS("closeSamplesMillis", "the close part of each measured sample"),
    SAMPLES_FORK("samplesFork", "the fork (1-based) that measured each sample"),
    SAMPLES_PASSES("samplesPasses", "read hot: the phase passes each measured sample repeated to fill its time box; its times are per pass"),
    FORKS("forks", "how many forked JVMs the samples come from"),
    WARMUP_SAMPLES_MILLIS("warmupSamplesMillis", "the discarded warm-up samples"),
    WARMUP_WORK_SAMPLES_MILLIS("warmupWorkSamplesMillis", "the work parts of the warm-up samples"),
    MEDIAN_MILLIS("medianMillis", "the median sample"),
    GEOMEAN_MILLIS("geomeanMillis", "the geometric mean of the units' values (each unit's median sample): the headline"),
    CI95("ci95", "the 95 % interval [low, high] of ciOf over the cell's independent units"),
    CI_UNITS("ciUnits", "how many independent units the interval is over"),
    CI_OF("ciOf", "the field the interval is of: geomeanMillis or geomeanOpsPerSecond (medianMillis or opsPerSecond in files"
            + " written before 2026-12-06, whose interval is of the units' arithmetic mean)"),
    MIN_MILLIS("minMillis", "the fastest sample"),
    MAX_MILLIS("maxMillis", "the slowest sample"),
    MEAN_MILLIS("meanMillis", "the mean sample"),
    P90_MILLIS("p90Millis", "the samples' 90th percentile"),
    P99_MILLIS("p99Millis", "the samples' 99th percentile"),
    OPEN_MILLIS("openMillis", "the median open part"),
    WORK_MILLIS("workMillis", "the median work part"),
    CLOSE_MILLIS("closeMillis", "the median close part"),
    CPU_SAMPLES_MILLIS("cpuSamplesMillis", "the measuring JVM's CPU time over each sample"),
    CPU_MILLIS("cpuMillis", "the median of cpuSamplesMillis"),
    SERVER_CPU_SAMPLES_MILLIS("serverCpuSamplesMillis", "the database server's CPU time over each sample"),
    SERVER_CPU_MILLIS("serverCpuMillis", "the median of serverCpuSamplesMillis"),
    SERVER_CPU("serverCpu", "why the server's CPU was not measured"),
    LIVE_HEAP_SAMPLES_BYTES("liveHeapSamplesBytes", "the heap in use after a forced GC at the end of each fork's last measured sample"),
    LIVE_HEAP_BYTES("liveHeapBytes", "the median of liveHeapSamplesBytes"),
    PEAK_HEAP_BYTES("peakHeapBytes", "the highest sampled heap in use during the samples"),
    RESIDENT_SAMPLES_BYTES("residentSamplesBytes", "the forked JVM's resident memory (PSS) right after that GC, once per fork"),
    RESIDENT_BYTES("residentBytes", "the median of residentSamplesBytes"),
    SERVER_RESIDENT_SAMPLES_BYTES("serverResidentSamplesBytes",
            "the database server's resident memory (PSS summed over its process tree) beside the fork's, once per fork"),
    SERVER_RESIDENT_BYTES("serverResidentBytes", "the median of serverResidentSamplesBytes"),
    JVM_SAMPLES("jvmSamples", "what the measuring JVM did during each sample: GC, JIT, heap growth"),
    MACHINE_SAMPLES("machineSamples", "what the rest of the machine did during each sample: other processes' CPU, steal, clock"),
    JVM_ARGS("jvmArgs", "the arguments of the forked JVM that measured"),
    MAX_HEAP_BYTES("maxHeapBytes", "the maximum heap of the forked JVM that measured"),
    DURABILITY("durability", "the cell's durability: disk, os, or none for a store that persists nothing"),
    DATABASE("database", "SQL backends: the database engine"),
    SERVER_PROFILE("serverProfile", "SQL backends: the server profile the cell ran on"),
    IMPLEMENTATION("implementation", "the class whose code the cell runs, which sanity pairs compare"),
    CHANNELS("channels", "object graphs: the storage channels"),
    SAMPLES_PLANNED("samplesPlanned", "write: how many samples the cell was to take"),
    SAMPLES_PLAN("samplesPlan", "write: why the cell took fewer samples than -Diterations"),
    AUTOVACUUM_BUSY("autovacuumBusy", "write: an autovacuum worker still ran before a sample's open"),
    ROWS_EXPECTED("rowsExpected", "write: the trips the CSV delivered"),
    BAD_ROWS_SKIPPED("badRowsSkipped", "write: the malformed rows skipped (-DbadRows=skip)"),
    ROWS_STORED("rowsStored", "write: the rows the store holds"),
    CHECKSUM_OK("checksumOk", "write: whether the store's digest equals the CSV's"),
    TRIP_CHECKSUM("tripChecksum", "write: the store's digest, without the single operations' effect"),
    STORED_FILES_SHA256("storedFilesSha256", "write: SHA-256 of the store's files after the sample, for a store whose files the same trips make alike"),
    FILES_PROOF("filesProof", "write: how a later fork's store was proven: its files the first fork's proven ones byte for byte, or in full"),
    ROWS_PER_SECOND("rowsPerSecond", "write: rowsExpected over the median sample"),
    DISK_BYTES("diskBytes", "write: the bytes on disk after the sample"),
    WAL_BYTES("walBytes", "write: the WAL the sample wrote"),
    SERVER_COUNTERS("serverCounters", "write: the growth of the server's counters during the sample"),
    READ_BACK("readBack", "write: point reads and range scans of the stored trips after the proof"),
    SINGLE_OPS("singleOps", "write: single operations by trip id on the stored trips"),
    RESULT_COUNT("resultCount", "read: the rows of the answer"),
    RESULT_DIGEST("resultDigest", "read: the answer's canonical digest, equal across backends"),
    RESULT_COUNTS_PER_QUERY("resultCountsPerQuery", "read: the rows of each query"),
    QUERIES_PER_SAMPLE("queriesPerSample", "read: the queries of one sample"),
    JDBC_STATEMENTS("jdbcStatements", "read: the SQL statements of one sample, counted in an untimed pass"),
    COLD_KIND("coldKind", "read cold: full (fresh JVM and restarted server) or jvm-cold"),
    OS_CACHE("osCache", "read cold: whether the OS page cache was dropped before the sample"),
    FORK_OPEN_MILLIS("forkOpenMillis", "read hot: the median time a hot fork took to open its service"),
    FORK_OPEN_SAMPLES_MILLIS("forkOpenSamplesMillis", "read hot: the time each hot fork took to open its service"),
    STORE("store", "read: the store the cell read"),
    SETTINGS("settings", "read: the storage or connection settings the cell used"),
    PLANS("plans", "read SQL: the plans of the explained statements"),
    PLAN_SETTINGS("planSettings", "read SQL: the planner's settings and prepared statements as found"),
    THREADS("threads", "concurrent: the reader threads"),
    CONNECTION_MODE("connectionMode", "concurrent: shared or pool"),
    QUERY("query", "concurrent: fast or slow"),
    CONNECTION_SETUP("connectionSetup", "concurrent: what the threads shared"),
    THREAD_ORDER("threadOrder", "concurrent: per fork, the order it ran the thread counts"),
    POSITION_IN_FORK("positionInFork", "concurrent: per fork, the cell's place among its cells"),
    OPERATIONS("operations", "concurrent: the cell's distinct operations"),
    PASSES_PER_SAMPLE("passesPerSample", "concurrent: per fork, the passes over the operations per sample"),
    WARMUP_OPERATIONS("warmupOperations", "concurrent: per fork, the operations run before the first sample"),
    MEASURED_OPERATIONS("measuredOperations", "concurrent: the operations measured over all samples of all forks"),
    FORK_WARM_UP("forkWarmUp", "concurrent: per fork, what its warm-up of the cell's query did"),
    HARNESS_CEILING_OPS_PER_SECOND("harnessCeilingOpsPerSecond", "concurrent: the most this harness can measure"),
    CONNECTIONS_WARMED("connectionsWarmed", "concurrent SQL: the connections warmed before the clock started"),
    WARMUP_OPERATIONS_PER_CONNECTION("warmupOperationsPerConnection", "concurrent SQL: the operations each connection warmed with"),
    OPEN_CONNECTIONS("openConnections", "concurrent SQL: the connections open when the clock started"),
    POOL_FULL("poolFull", "concurrent SQL, pool mode: whether the pool had all its connections open"),
    OPS_PER_SECOND("opsPerSecond", "concurrent: the throughput over all samples of all forks"),
    OPS_PER_SECOND_RANGE("opsPerSecondRange", "concurrent: the slowest and the fastest sample's throughput"),
    FORK_OPS_PER_SECOND("forkOpsPerSecond", "concurrent: each fork's throughput"),
    GEOMEAN_OPS_PER_SECOND("geomeanOpsPerSecond", "concurrent: the geometric mean of forkOpsPerSecond, the headline"),
    DRIFT("drift", "concurrent: the fork's first cell measured again at the fork's end"),
    DRIFT_BEYOND_INTERVAL("driftBeyondInterval", "concurrent: whether a fork drifted by more than half the interval"),
    STEADY_STATE("steadyState", "read hot and concurrent: false when a fork's warm-up never settled or the cell drifted beyond "
            + "its interval; such a cell is never ranked"),
    NOT_STEADY("notSteady", "read hot and concurrent: why the cell is not at steady state, one line per reason"),
    MEAN_MICROS("meanMicros", "concurrent: the mean latency of one operation"),
    P50_MICROS("p50Micros", "concurrent: the median latency of one operation"),
    P90_MICROS("p90Micros", "concurrent: the 90th percentile latency of one operation"),
    P99_MICROS("p99Micros", "concurrent: the 99th percentile latency, in cells of enough operations"),
    MAX_MICROS("maxMicros", "concurrent: the slowest operation"),
    CPU_MILLIS_PER_OPERATION("cpuMillisPerOperation", "concurrent: the JVM's CPU time per measured operation"),
    SERVER_CPU_MILLIS_PER_OPERATION("serverCpuMillisPerOperation", "concurrent: the server's CPU time per measured operation"),
    SAME_CONFIGURATION("sameConfiguration", "the configuration two cells measure under two names, which pairs them"),
    PAIR_NAME("pairName", "the cell's name in its sanity pairs' notes where its label does not tell it from its partner"),
    CPUS("cpus", "concurrent: the forked JVM's available processors"),
    THREADS_ABOVE_CPUS("threadsAboveCpus", "concurrent: whether the cell ran more threads than processors"),
    RESULT_ROWS("resultRows", "the answer's row keys, for this run's comparisons", true),
    LATENCY_HISTOGRAM("latencyHistogram", "a fork's latency histogram, merged over the forks", true),
    LATENCY_TOTAL_NANOS("latencyTotalNanos", "a fork's summed operation time, merged over the forks", true);

    private static final Map<String, CellField> BY_KEY = Arrays.stream(values())
            .collect(Collectors.toUnmodifiableMap(CellField::key, Function.identity()));

    private final String key;
    private final String meaning;
    private final boolean handOver;

    CellField(String key, String meaning) {
        this(key, meaning, false);
    }

    CellField(String key, String meaning, boolean handOver) {
        this.key = key;
        this.meaning = meaning;
        this.handOver = handOver;
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public String meaning() {
        return meaning;
    }

    /**
     * Whether the field only carries something from a forked JVM to the orchestrator, which removes it before the cell is
     * written: it is no field of the file.
     */
    public boolean handOver() {
        return handOver;
    }

    /** The field named {@code key}, or empty when no cell field has that name. */
    public static Optional<CellField> of(String key) {
        return Optional.ofNullable(BY_KEY.get(key));
    }
}
