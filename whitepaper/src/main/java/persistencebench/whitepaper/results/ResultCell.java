package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * One measured cell of a result file: a backend, variant, phase and (read only) temperature
 * with its samples and the verification facts the harness recorded.
 * Optional fields are {@code null} when the harness did not write them.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResultCell(
        String backend,
        String variant,
        String phase,
        String temperature,
        List<Double> samplesMillis,
        List<Double> warmupSamplesMillis,
        Double medianMillis,
        Double minMillis,
        Double maxMillis,
        Double p90Millis,
        Double p99Millis,
        Double meanMillis,
        Boolean ok,
        String failure,
        Long rowsExpected,
        Long rowsStored,
        Boolean checksumOk,
        Double rowsPerSecond,
        Long peakHeapBytes,
        Long diskBytes,
        Integer channels,
        Double cpuMillis,
        Long resultCount,
        String resultDigest,
        Long jdbcStatements,
        Double loadConnectMillis) {

    public ResultCell {
        samplesMillis = samplesMillis == null ? List.of() : List.copyOf(samplesMillis);
        warmupSamplesMillis = warmupSamplesMillis == null ? List.of() : List.copyOf(warmupSamplesMillis);
    }

    /** A short name for messages and tables, e.g. {@code jdbc/tuned/store} or {@code jdbc/tuned/customersPaged/cold}. */
    public String label() {
        String base = backend + "/" + variant + "/" + phase;
        return temperature == null ? base : base + "/" + temperature;
    }

    /** Whether the cell has more than one measured sample, so a min–max range is meaningful. */
    public boolean hasSpread() {
        return samplesMillis.size() > 1;
    }

    /**
     * Rows per second of this cell: the harness's figure when present, otherwise derived from
     * the stored rows and the median; {@code null} when the cell stored no rows.
     */
    public Double effectiveRowsPerSecond() {
        if (rowsPerSecond != null) {
            return rowsPerSecond;
        }
        return rowsPerSecondAt(medianMillis);
    }

    /** Rows per second if one iteration took {@code millis}; {@code null} when unknown. */
    public Double rowsPerSecondAt(Double millis) {
        Long rows = rowsStored != null ? rowsStored : rowsExpected;
        if (rows == null || millis == null || millis <= 0) {
            return null;
        }
        return rows * 1000.0 / millis;
    }
}
