package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * A write cell's read-back after its proof (see {@code docs/result-files.md}, "Read-back"): the store opened anew,
 * then point reads of uniform and zipfian ids and range scans, each operation timed, each phase's answers checked
 * against the CSV.
 *
 * @param openMillis   opening the store for reading (a flat file parses everything here)
 * @param scanKind     how the store answers a range scan ({@code ordered}, or point reads of consecutive ids)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ReadBack(Double openMillis, String scanKind, Phase pointUniform, Phase pointZipfian, Phase rangeScan) {

    /**
     * One phase's latencies (microseconds, warm-up operations excluded) and whether its answers' digest matched the
     * CSV's.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Phase(Long operations, Long opsPerSecond, Double meanMicros, Double p50Micros, Double p90Micros, Double p99Micros,
                        Double p999Micros, Double maxMicros, Integer warmups, Integer scanLength, String digest, Boolean digestOk) {
    }
}
