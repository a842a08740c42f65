package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.Map;

/**
 * One measured cell of a result file (see {@code docs/result-files.md}, "Cells"): its {@code id}, what was measured, its
 * samples split into open, work and close, their statistics, costs and verification facts. Optional fields are
 * {@code null} when the harness did not write them; sample lists are never {@code null}. A skipped cell
 * ({@code skipped}: the reason) was not measured and has no samples.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResultCell(
        String id,
        String backend,
        String variant,
        String phase,
        String temperature,
        Boolean ok,
        String failure,
        String skipped,
        List<Attempt> attempts,
        List<Double> samplesMillis,
        List<Double> openSamplesMillis,
        List<Double> workSamplesMillis,
        List<Double> closeSamplesMillis,
        List<Double> warmupSamplesMillis,
        List<Integer> samplesFork,
        Integer forks,
        Double medianMillis,
        List<Double> ci95,
        Integer ciUnits,
        String ciOf,
        Double minMillis,
        Double maxMillis,
        Double meanMillis,
        Double p90Millis,
        Double p99Millis,
        Double openMillis,
        Double workMillis,
        Double closeMillis,
        String durability,
        String database,
        String implementation,
        Double cpuMillis,
        Double serverCpuMillis,
        String serverCpu,
        Long liveHeapBytes,
        List<Double> liveHeapSamplesBytes,
        Long residentBytes,
        Long serverResidentBytes,
        Long peakHeapBytes,
        Long maxHeapBytes,
        Long rowsExpected,
        Long rowsStored,
        Boolean checksumOk,
        Double rowsPerSecond,
        Long diskBytes,
        Long walBytes,
        Integer channels,
        Long resultCount,
        String resultDigest,
        List<Long> resultCountsPerQuery,
        Integer queriesPerSample,
        Long jdbcStatements,
        String coldKind,
        String osCache,
        String serverProfile,
        String store,
        ReadBack readBack,
        SingleOps singleOps,
        List<String> plans,
        String samplesPlan,
        Map<String, Long> serverCounters,
        Boolean steadyState,
        List<String> notSteady) implements SteadyStateCell {

    /** The temperature of cells measured in a fresh JVM. */
    public static final String COLD = "cold";
    /** The durability a cell records when its store persists nothing (the in-memory map, the load-only baseline). */
    public static final String NO_DURABILITY = "none";

    public ResultCell {
        attempts = listOrEmpty(attempts);
        samplesMillis = listOrEmpty(samplesMillis);
        openSamplesMillis = listOrEmpty(openSamplesMillis);
        workSamplesMillis = listOrEmpty(workSamplesMillis);
        closeSamplesMillis = listOrEmpty(closeSamplesMillis);
        warmupSamplesMillis = listOrEmpty(warmupSamplesMillis);
        samplesFork = listOrEmpty(samplesFork);
        liveHeapSamplesBytes = listOrEmpty(liveHeapSamplesBytes);
        ci95 = listOrEmpty(ci95);
        resultCountsPerQuery = listOrEmpty(resultCountsPerQuery);
        plans = listOrEmpty(plans);
        notSteady = listOrEmpty(notSteady);
        serverCounters = serverCounters == null ? Map.of() : Map.copyOf(serverCounters);
    }

    /**
     * A short name for messages, unique within a result file, e.g. {@code jdbc/tuned/store},
     * {@code jdbc/tuned@h2/store} or {@code jdbc/tuned/customersPaged/cold}; the study's database is not named.
     */
    public String label() {
        String base = backend + "/" + variant + (onOtherDatabase() ? "@" + database : "") + "/" + phase;
        return temperature == null ? base : base + "/" + temperature;
    }

    /**
     * Whether the cell may be set against the original study: it ran on the study's database (PostgreSQL), or on no
     * database at all.
     */
    public boolean comparableWithStudy() {
        return !onOtherDatabase();
    }

    /** Whether the cell ran on a database other than the study's. */
    public boolean onOtherDatabase() {
        return database != null && !Database.isStudy(database);
    }

    /** Whether the harness reported the cell as failed; a skipped cell did not run, so it did not fail. */
    public boolean failed() {
        return !Boolean.TRUE.equals(ok) && !isSkipped();
    }

    /** Whether the run did not measure the cell ({@link #skipped()} says why), e.g. for want of a server. */
    public boolean isSkipped() {
        return skipped != null;
    }

    /** Whether this is a cold read cell (fresh JVM per sample). */
    public boolean isCold() {
        return COLD.equals(temperature);
    }

    /**
     * Whether the cell is a floor, not a contestant: its store persists nothing ({@code durability: none}) or it only
     * parses the input (the load-only phase). A floor is never ranked (fairness rule 10).
     */
    public boolean isFloor() {
        return NO_DURABILITY.equals(durability) || BenchmarkKind.LOAD_ONLY_PHASE.equals(phase);
    }

    private static <T> List<T> listOrEmpty(List<T> list) {
        return list == null ? List.of() : List.copyOf(list);
    }
}
