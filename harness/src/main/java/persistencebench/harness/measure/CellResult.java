package persistencebench.harness.measure;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One measured cell of a result file: which backend, variant, phase (and temperature), every sample,
 * its statistics, and the metrics that prove the outcome (rows stored, checksum, result digest,
 * statements) and describe resources (heap, disk, CPU). Metrics are written as top-level fields.
 */
@JsonPropertyOrder({"backend", "variant", "phase", "temperature", "ok", "failure", "samplesMillis", "warmupSamplesMillis",
        "medianMillis", "minMillis", "maxMillis", "meanMillis", "p90Millis", "p99Millis"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class CellResult {
    @JsonProperty private String backend;
    @JsonProperty private String variant;
    @JsonProperty private String phase;
    @JsonProperty private String temperature;
    @JsonProperty private boolean ok = true;
    @JsonProperty private String failure;
    @JsonProperty private List<Double> samplesMillis = new ArrayList<>();
    @JsonProperty private List<Double> warmupSamplesMillis = new ArrayList<>();
    @JsonProperty private Double medianMillis;
    @JsonProperty private Double minMillis;
    @JsonProperty private Double maxMillis;
    @JsonProperty private Double meanMillis;
    @JsonProperty private Double p90Millis;
    @JsonProperty private Double p99Millis;
    private final Map<String, Object> metrics = new LinkedHashMap<>();

    /** For JSON. */
    CellResult() {
    }

    public CellResult(String backend, String variant, String phase, String temperature) {
        this.backend = backend;
        this.variant = variant;
        this.phase = phase;
        this.temperature = temperature;
    }

    public String backend() {
        return backend;
    }

    public String variant() {
        return variant;
    }

    public String phase() {
        return phase;
    }

    public String temperature() {
        return temperature;
    }

    public boolean ok() {
        return ok;
    }

    public String failure() {
        return failure;
    }

    public List<Double> samplesMillis() {
        return List.copyOf(samplesMillis);
    }

    public List<Double> warmupSamplesMillis() {
        return List.copyOf(warmupSamplesMillis);
    }

    public Double medianMillis() {
        return medianMillis;
    }

    public Double minMillis() {
        return minMillis;
    }

    public Double maxMillis() {
        return maxMillis;
    }

    /** Marks the cell failed with a one-line reason; the first failure wins. */
    public CellResult fail(String reason) {
        if (ok) {
            ok = false;
            failure = reason;
        }
        return this;
    }

    void addSample(double millis, boolean warmup) {
        (warmup ? warmupSamplesMillis : samplesMillis).add(millis);
    }

    /** Recomputes the statistics from the measured samples. */
    void summarize() {
        if (samplesMillis.isEmpty()) {
            return;
        }
        SampleStatistics stats = SampleStatistics.of(samplesMillis);
        medianMillis = stats.medianMillis();
        minMillis = stats.minMillis();
        maxMillis = stats.maxMillis();
        meanMillis = stats.meanMillis();
        p90Millis = stats.p90Millis();
        p99Millis = stats.p99Millis();
    }

    /**
     * One cell from several runs of the same cell, e.g. one fork per cold sample: samples concatenated in
     * order and statistics recomputed, the metrics of the first part, the highest {@code peakHeapBytes},
     * the summed {@code cpuMillis}, and the first failure (prefixed with the part's number).
     */
    public static CellResult combine(List<CellResult> parts) {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("nothing to combine");
        }
        CellResult first = parts.get(0);
        CellResult combined = new CellResult(first.backend, first.variant, first.phase, first.temperature);
        combined.metrics.putAll(first.metrics);
        long peakHeap = 0;
        double cpuMillis = 0;
        for (int i = 0; i < parts.size(); i++) {
            CellResult part = parts.get(i);
            combined.samplesMillis.addAll(part.samplesMillis);
            combined.warmupSamplesMillis.addAll(part.warmupSamplesMillis);
            if (part.metrics.get("peakHeapBytes") instanceof Number n) {
                peakHeap = Math.max(peakHeap, n.longValue());
            }
            if (part.metrics.get("cpuMillis") instanceof Number n) {
                cpuMillis += n.doubleValue();
            }
            if (!part.ok) {
                combined.fail("run " + (i + 1) + " of " + parts.size() + ": " + part.failure);
            }
        }
        combined.put("peakHeapBytes", peakHeap);
        combined.put("cpuMillis", Math.round(cpuMillis * 10) / 10.0);
        combined.summarize();
        return combined;
    }

    /** Adds or replaces a metric such as {@code rowsStored} or {@code resultDigest}. */
    @JsonAnySetter
    public CellResult put(String name, Object value) {
        metrics.put(name, value);
        return this;
    }

    @JsonAnyGetter
    public Map<String, Object> metrics() {
        return metrics;
    }

    public Object metric(String name) {
        return metrics.get(name);
    }

    /** "backend/variant phase [temperature]", for messages. */
    public String label() {
        return backend + "/" + variant + " " + phase + (temperature == null ? "" : " " + temperature);
    }

    @Override
    public String toString() {
        return label() + (ok ? " median " + medianMillis + " ms" : " FAILED: " + failure);
    }
}
