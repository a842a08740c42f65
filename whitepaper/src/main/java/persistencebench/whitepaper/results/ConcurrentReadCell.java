package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * One {@code concurrentReads} cell of a read result file (see {@code docs/result-files.md}): a backend, variant and
 * database read by {@code threads} threads in a connection mode, with its throughput and latency percentiles instead of
 * samples. A skipped cell ({@code skipped}: why the mode does not apply) has no numbers.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ConcurrentReadCell(
        String backend,
        String variant,
        String database,
        Boolean ok,
        String failure,
        String skipped,
        Integer threads,
        String connectionMode,
        String query,
        String connectionSetup,
        Integer operations,
        Double opsPerSecond,
        Double p50Micros,
        Double p90Micros,
        Double p99Micros,
        Double maxMicros,
        Integer cpus,
        Boolean threadsAboveCpus,
        String resultDigest) {

    /** The phase these cells carry in result files. */
    public static final String PHASE = "concurrentReads";

    /** Whether the cell was measured and succeeded. */
    public boolean measured() {
        return skipped == null && !Boolean.FALSE.equals(ok);
    }

    /** Whether the cell ran on a database other than the study's PostgreSQL. */
    public boolean onOtherDatabase() {
        return database != null && !Database.isStudy(database);
    }
}
