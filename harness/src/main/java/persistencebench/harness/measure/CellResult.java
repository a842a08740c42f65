package persistencebench.harness.measure;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import persistencebench.harness.cli.Credentials;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.CellIdentity;

/**
 * One measured cell of a result file: which backend, variant, phase (and temperature), every sample with its
 * open/work/close parts and costs, their statistics, and the metrics that prove the outcome (rows stored,
 * checksum, result digest, statements). Metrics are written as top-level fields ({@code docs/result-files.md}), each
 * named by a {@link CellField}; {@link #id()} is the cell's {@link CellIdentity}.
 */
@JsonPropertyOrder({"id", "backend", "variant", "phase", "temperature", "ok", "failure", "skipped", "attempts", "samplesMillis",
        "openSamplesMillis", "workSamplesMillis", "closeSamplesMillis", "samplesFork", "samplesPasses", "forks", "warmupSamplesMillis", "warmupWorkSamplesMillis",
        "medianMillis", "geomeanMillis", "ci95", "ciUnits", "ciOf", "minMillis", "maxMillis", "meanMillis", "p90Millis", "p99Millis", "openMillis", "workMillis",
        "closeMillis", "cpuSamplesMillis", "cpuMillis", "serverCpuSamplesMillis", "serverCpuMillis",
        "liveHeapSamplesBytes", "liveHeapBytes", "peakHeapBytes", "residentSamplesBytes", "residentBytes", "serverResidentSamplesBytes",
        "serverResidentBytes", "jvmSamples", "machineSamples"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class CellResult {
    @JsonProperty private String backend;
    @JsonProperty private String variant;
    @JsonProperty private String phase;
    @JsonProperty private String temperature;
    @JsonProperty private boolean ok = true;
    @JsonProperty private String failure;
    @JsonProperty private String skipped;
    @JsonProperty private List<Attempt> attempts;
    @JsonProperty private List<Double> samplesMillis = new ArrayList<>();
    @JsonProperty private List<Double> openSamplesMillis;
    @JsonProperty private List<Double> workSamplesMillis = new ArrayList<>();
    @JsonProperty private List<Double> closeSamplesMillis;
    @JsonProperty private List<Integer> samplesFork = new ArrayList<>();
    @JsonProperty private Integer forks;
    @JsonProperty private List<Double> warmupSamplesMillis = new ArrayList<>();
    @JsonProperty private List<Double> warmupWorkSamplesMillis = new ArrayList<>();
    @JsonProperty private Double medianMillis;
    @JsonProperty private Double geomeanMillis;
    @JsonProperty private List<Double> ci95;
    @JsonProperty private Integer ciUnits;
    @JsonProperty private String ciOf;
    @JsonProperty private Double minMillis;
    @JsonProperty private Double maxMillis;
    @JsonProperty private Double meanMillis;
    @JsonProperty private Double p90Millis;
    @JsonProperty private Double p99Millis;
    @JsonProperty private Double openMillis;
    @JsonProperty private Double workMillis;
    @JsonProperty private Double closeMillis;
    @JsonProperty private List<Double> cpuSamplesMillis = new ArrayList<>();
    @JsonProperty private Double cpuMillis;
    @JsonProperty private List<Double> serverCpuSamplesMillis;
    @JsonProperty private Double serverCpuMillis;
    @JsonProperty private List<Long> liveHeapSamplesBytes;
    @JsonProperty private Long liveHeapBytes;
    @JsonProperty private Long peakHeapBytes;
    @JsonProperty private List<Long> residentSamplesBytes;
    @JsonProperty private Long residentBytes;
    @JsonProperty private List<Long> serverResidentSamplesBytes;
    @JsonProperty private Long serverResidentBytes;
    @JsonProperty private List<Integer> samplesPasses;
    @JsonProperty private List<JvmActivity> jvmSamples;
    @JsonProperty private List<MachineActivity> machineSamples;
    private final Map<CellField, Object> metrics = new LinkedHashMap<>();

    /** The fields this class holds itself, which are therefore no metrics. */
    private static final Set<CellField> OWN_FIELDS = EnumSet.of(CellField.ID, CellField.BACKEND, CellField.VARIANT, CellField.PHASE,
            CellField.TEMPERATURE, CellField.OK, CellField.FAILURE, CellField.SKIPPED, CellField.ATTEMPTS, CellField.SAMPLES_MILLIS,
            CellField.OPEN_SAMPLES_MILLIS, CellField.WORK_SAMPLES_MILLIS, CellField.CLOSE_SAMPLES_MILLIS, CellField.SAMPLES_FORK,
            CellField.SAMPLES_PASSES, CellField.FORKS, CellField.WARMUP_SAMPLES_MILLIS, CellField.WARMUP_WORK_SAMPLES_MILLIS,
            CellField.MEDIAN_MILLIS, CellField.GEOMEAN_MILLIS,
            CellField.CI95, CellField.CI_UNITS, CellField.CI_OF, CellField.MIN_MILLIS, CellField.MAX_MILLIS, CellField.MEAN_MILLIS,
            CellField.P90_MILLIS, CellField.P99_MILLIS, CellField.OPEN_MILLIS, CellField.WORK_MILLIS, CellField.CLOSE_MILLIS,
            CellField.CPU_SAMPLES_MILLIS, CellField.CPU_MILLIS, CellField.SERVER_CPU_SAMPLES_MILLIS, CellField.SERVER_CPU_MILLIS,
            CellField.LIVE_HEAP_SAMPLES_BYTES, CellField.LIVE_HEAP_BYTES, CellField.PEAK_HEAP_BYTES, CellField.RESIDENT_SAMPLES_BYTES,
            CellField.RESIDENT_BYTES, CellField.SERVER_RESIDENT_SAMPLES_BYTES, CellField.SERVER_RESIDENT_BYTES, CellField.JVM_SAMPLES,
            CellField.MACHINE_SAMPLES);

    /**
     * One attempt of a cell whose forked JVM crashed (exited without reporting): its number, exit code and what
     * happened. A crashed cell is retried once; both attempts are recorded.
     */
    public record Attempt(int attempt, int exitCode, String failure) {
    }

    /**
     * What {@link #ci95()} is an interval of by default: the geometric mean of the units' sample times, in milliseconds
     * ({@link #geomeanMillis()}).
     */
    public static final String CI_OF_MILLIS = CellField.GEOMEAN_MILLIS.key();

    /** For JSON. */
    CellResult() {
    }

    public CellResult(String backend, String variant, String phase, String temperature) {
        this.backend = backend;
        this.variant = variant;
        this.phase = phase;
        this.temperature = temperature;
    }

    /** What tells this cell from every other cell of its run: its fields and the metrics that name its database and concurrency. */
    public CellIdentity identity() {
        return new CellIdentity(backend, variant, (String) metric(CellField.DATABASE), phase, temperature,
                metric(CellField.THREADS) instanceof Number threads ? threads.intValue() : null,
                (String) metric(CellField.CONNECTION_MODE), (String) metric(CellField.QUERY));
    }

    /** The cell's {@link CellField#ID id}: written to the file, never read from it, since it follows from the cell's identity. */
    @JsonProperty(value = "id", access = JsonProperty.Access.READ_ONLY)
    public String id() {
        return identity().id();
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

    /** Whether the cell ran and failed; a skipped cell is not ok, yet did not fail. */
    public boolean failed() {
        return !ok && skipped == null;
    }

    /** Why the run did not measure this cell (e.g. a server it needs was not given), or null when it ran. */
    public String skipped() {
        return skipped;
    }

    /** Totals (open + work + close) of the measured samples. */
    public List<Double> samplesMillis() {
        return List.copyOf(samplesMillis);
    }

    /** The fork (1-based) that measured each sample of {@link #samplesMillis()}. */
    public List<Integer> samplesFork() {
        return List.copyOf(samplesFork);
    }

    public List<Double> warmupSamplesMillis() {
        return List.copyOf(warmupSamplesMillis);
    }

    /** The work parts of the warm-ups (what a warm-up of less work than a sample scales by). */
    public List<Double> warmupWorkSamplesMillis() {
        return warmupWorkSamplesMillis == null ? List.of() : List.copyOf(warmupWorkSamplesMillis);
    }

    /** Open parts of the measured samples; empty when the samples do not open (hot reads). */
    public List<Double> openSamplesMillis() {
        return openSamplesMillis == null ? List.of() : List.copyOf(openSamplesMillis);
    }

    public List<Double> workSamplesMillis() {
        return List.copyOf(workSamplesMillis);
    }

    public Double medianMillis() {
        return medianMillis;
    }

    /**
     * The cell's headline time: the geometric mean of its units' values, each unit's median sample, which
     * {@link #ci95()} is the interval of; null without samples or where a unit's median is zero (no logarithm).
     */
    public Double geomeanMillis() {
        return geomeanMillis;
    }

    /**
     * The 95 % confidence interval of {@link #ciOf()} over the cell's independent units ({@link ConfidenceInterval}),
     * {@code [low, high]}; null with fewer than two units.
     */
    public List<Double> ci95() {
        return ci95;
    }

    /** How many independent units (forks, or fresh JVMs for cold cells) the cell's samples came from. */
    public Integer ciUnits() {
        return ciUnits;
    }

    /** The value {@link #ci95()} is an interval of: {@value #CI_OF_MILLIS} unless the cell's headline is another value. */
    public String ciOf() {
        return ciOf;
    }

    /**
     * Sets a headline other than the samples' time (a {@code concurrentReads} cell's throughput) from one value per
     * independent unit: their geometric mean, recorded as the metric {@code headline}, and its interval; {@link #summarize()}
     * then leaves both alone.
     */
    public CellResult interval(CellField headline, List<Double> unitValues) {
        ciOf = headline.key();
        ciUnits = unitValues.size();
        Optional<LogSummary> summary = LogSummary.of(unitValues);
        summary.ifPresentOrElse(s -> put(headline, SampleStatistics.round(s.value())), () -> remove(headline));
        ci95 = summary.flatMap(s -> s.interval(ConfidenceInterval.LEVEL)).map(ConfidenceInterval::bounds).orElse(null);
        return this;
    }

    public Double minMillis() {
        return minMillis;
    }

    public Double maxMillis() {
        return maxMillis;
    }

    public Double openMillis() {
        return openMillis;
    }

    public Double workMillis() {
        return workMillis;
    }

    public Double closeMillis() {
        return closeMillis;
    }

    public Double cpuMillis() {
        return cpuMillis;
    }

    /** This JVM's CPU over each measured sample, in sample order; negative where it could not be read. */
    public List<Double> cpuSamplesMillis() {
        return List.copyOf(cpuSamplesMillis);
    }

    /** The database server's CPU over each measured sample; empty without a server on this machine. */
    public List<Double> serverCpuSamplesMillis() {
        return serverCpuSamplesMillis == null ? List.of() : List.copyOf(serverCpuSamplesMillis);
    }

    public Double serverCpuMillis() {
        return serverCpuMillis;
    }

    /**
     * Records the samples of a cell measured outside {@link CellRunner}, all in this fork (a {@code concurrentReads}
     * cell: each sample one timed run of its operations on all its threads), and recomputes the statistics.
     */
    public CellResult samples(List<Sample> measured) {
        measured.forEach(sample -> addSample(sample, 1));
        summarize();
        return this;
    }

    public Long liveHeapBytes() {
        return liveHeapBytes;
    }

    public Long residentBytes() {
        return residentBytes;
    }

    public Long serverResidentBytes() {
        return serverResidentBytes;
    }

    /** What the JVM did during each measured sample (GC, JIT, heap growth), in sample order; null when not measured. */
    public List<JvmActivity> jvmSamples() {
        return jvmSamples;
    }

    /** What the rest of the machine did during each measured sample, in sample order; null when not measured. */
    public List<MachineActivity> machineSamples() {
        return machineSamples;
    }

    public Long peakHeapBytes() {
        return peakHeapBytes;
    }

    public List<Attempt> attempts() {
        return attempts == null ? List.of() : List.copyOf(attempts);
    }

    /**
     * Marks the cell failed with a one-line reason, with every secret the run knows {@linkplain Credentials#scrub hidden}
     * (a driver's message may echo one); the first failure wins.
     */
    public CellResult fail(String reason) {
        if (ok) {
            ok = false;
            failure = Credentials.scrub(reason);
        }
        return this;
    }

    /**
     * Marks a cell the run could not measure, with a one-line reason: it is neither ok nor failed, has no samples, and
     * leaves the run verified. Secrets are hidden as in {@link #fail}.
     */
    public CellResult skip(String reason) {
        ok = false;
        skipped = Credentials.scrub(reason);
        return this;
    }

    /** Records the attempts of a crashed-and-retried cell. */
    public CellResult attempts(List<Attempt> all) {
        attempts = all.isEmpty() ? null : List.copyOf(all);
        return this;
    }

    void addWarmup(Sample sample) {
        warmupSamplesMillis.add(round(sample.totalMillis()));
        warmupWorkSamplesMillis.add(round(sample.workMillis()));
    }

    /** The repetitions the next measured sample of a time-boxed operation ran ({@code samplesPasses}). */
    void addPasses(int passes) {
        samplesPasses = append(samplesPasses, passes);
    }

    void addSample(Sample sample, int fork) {
        samplesMillis.add(round(sample.totalMillis()));
        workSamplesMillis.add(round(sample.workMillis()));
        if (sample.openMillis() != null) {
            openSamplesMillis = append(openSamplesMillis, round(sample.openMillis()));
            closeSamplesMillis = append(closeSamplesMillis, round(sample.closeMillis()));
        }
        cpuSamplesMillis.add(round(sample.cpuMillis()));
        if (sample.serverCpuMillis() != null) {
            serverCpuSamplesMillis = append(serverCpuSamplesMillis, round(sample.serverCpuMillis()));
        }
        if (sample.liveHeapBytes() != null) {
            liveHeapSamplesBytes = append(liveHeapSamplesBytes, sample.liveHeapBytes());
        }
        if (sample.residentBytes() != null) {
            residentSamplesBytes = append(residentSamplesBytes, sample.residentBytes());
        }
        if (sample.serverResidentBytes() != null) {
            serverResidentSamplesBytes = append(serverResidentSamplesBytes, sample.serverResidentBytes());
        }
        if (sample.jvm() != null) {
            jvmSamples = append(jvmSamples, sample.jvm());
        }
        if (sample.machine() != null) {
            machineSamples = append(machineSamples, sample.machine());
        }
        samplesFork.add(fork);
    }

    void peakHeap(long bytes) {
        peakHeapBytes = peakHeapBytes == null ? bytes : Math.max(peakHeapBytes, bytes);
    }

    /** Recomputes every statistic from the measured samples. */
    void summarize() {
        forks = samplesFork.isEmpty() ? null : (int) samplesFork.stream().distinct().count();
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
        openMillis = median(openSamplesMillis);
        workMillis = median(workSamplesMillis);
        closeMillis = median(closeSamplesMillis);
        cpuMillis = median(cpuSamplesMillis);
        serverCpuMillis = median(serverCpuSamplesMillis);
        liveHeapBytes = medianBytes(liveHeapSamplesBytes);
        residentBytes = medianBytes(residentSamplesBytes);
        serverResidentBytes = medianBytes(serverResidentSamplesBytes);
        if (ciOf == null || CI_OF_MILLIS.equals(ciOf)) {
            ciOf = CI_OF_MILLIS;
            ciUnits = ConfidenceInterval.unitCount(samplesFork);
            Optional<LogSummary> summary = LogSummary.of(ConfidenceInterval.unitMedians(samplesMillis, samplesFork));
            geomeanMillis = summary.map(s -> SampleStatistics.round(s.value())).orElse(null);
            ci95 = summary.flatMap(s -> s.interval(ConfidenceInterval.LEVEL)).map(ConfidenceInterval::bounds).orElse(null);
        }
    }


    private static Long medianBytes(List<Long> samples) {
        return samples == null ? null : Math.round(SampleStatistics.of(samples.stream().map(Long::doubleValue).toList()).medianMillis());
    }

    /**
     * One cell from the parts of one cell measured in several forks (a fork per cold sample, or hot samples split
     * over forks): samples concatenated in order with each part's samples attributed to its fork (1-based part
     * number), statistics recomputed, every part's metrics (the first part's value where parts disagree), the highest
     * peak heap, and the first failure (prefixed with its part's number), or a part's reason for leaving the cell out
     * ({@link CellRunner#leavingOut}).
     */
    public static CellResult combine(List<CellResult> parts) {
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("nothing to combine");
        }
        CellResult first = parts.get(0);
        CellResult combined = new CellResult(first.backend, first.variant, first.phase, first.temperature);
        List<Attempt> attempts = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            CellResult part = parts.get(i);
            int fork = i + 1;
            combined.samplesMillis.addAll(part.samplesMillis);
            combined.workSamplesMillis.addAll(part.workSamplesMillis);
            combined.openSamplesMillis = appendAll(combined.openSamplesMillis, part.openSamplesMillis);
            combined.closeSamplesMillis = appendAll(combined.closeSamplesMillis, part.closeSamplesMillis);
            combined.cpuSamplesMillis.addAll(part.cpuSamplesMillis);
            combined.serverCpuSamplesMillis = appendAll(combined.serverCpuSamplesMillis, part.serverCpuSamplesMillis);
            combined.liveHeapSamplesBytes = appendAll(combined.liveHeapSamplesBytes, part.liveHeapSamplesBytes);
            combined.residentSamplesBytes = appendAll(combined.residentSamplesBytes, part.residentSamplesBytes);
            combined.serverResidentSamplesBytes = appendAll(combined.serverResidentSamplesBytes, part.serverResidentSamplesBytes);
            combined.samplesPasses = appendAll(combined.samplesPasses, part.samplesPasses);
            combined.jvmSamples = appendAll(combined.jvmSamples, part.jvmSamples);
            combined.machineSamples = appendAll(combined.machineSamples, part.machineSamples);
            part.samplesMillis.forEach(s -> combined.samplesFork.add(fork));
            combined.warmupSamplesMillis.addAll(part.warmupSamplesMillis);
            combined.warmupWorkSamplesMillis.addAll(part.warmupWorkSamplesMillis());
            if (part.peakHeapBytes != null) {
                combined.peakHeap(part.peakHeapBytes);
            }
            part.metrics.forEach(combined.metrics::putIfAbsent);
            attempts.addAll(part.attempts());
            if (part.skipped != null) {
                combined.skip(part.skipped);
            } else if (!part.ok) {
                combined.fail(parts.size() == 1 ? part.failure : "fork " + fork + " of " + parts.size() + ": " + part.failure);
            }
        }
        combineSteadiness(parts, combined);
        combined.attempts(attempts);
        combined.summarize();
        return combined;
    }

    /** A cell is at steady state only where every fork's warm-up settled; the reasons of those that did not, in fork order. */
    private static void combineSteadiness(List<CellResult> parts, CellResult combined) {
        List<Object> reasons = new ArrayList<>();
        boolean judged = false;
        boolean steady = true;
        for (CellResult part : parts) {
            if (part.metrics.get(CellField.STEADY_STATE) instanceof Boolean partSteady) {
                judged = true;
                steady &= partSteady;
            }
            if (part.metrics.get(CellField.NOT_STEADY) instanceof List<?> partReasons) {
                reasons.addAll(partReasons);
            }
        }
        if (judged) {
            combined.metrics.put(CellField.STEADY_STATE, steady);
        }
        if (!reasons.isEmpty()) {
            combined.metrics.put(CellField.NOT_STEADY, List.copyOf(reasons));
        }
    }

    /**
     * Adds or replaces a metric such as {@link CellField#ROWS_STORED} or {@link CellField#RESULT_DIGEST}.
     *
     * @throws IllegalArgumentException for a field this class holds itself (its backend, samples, statistics ...)
     */
    public CellResult put(CellField field, Object value) {
        if (OWN_FIELDS.contains(field)) {
            throw new IllegalArgumentException(field.key() + " is no metric: the cell keeps it itself");
        }
        metrics.put(field, value);
        return this;
    }

    /** Removes a metric, e.g. one that only carried something from a fork ({@link CellField#handOver()}). */
    public CellResult remove(CellField field) {
        metrics.remove(field);
        return this;
    }

    /**
     * Reads a metric from JSON. A field this version does not know (an older file's) is dropped: the harness reads back
     * only files and fork reports of its own version, and the white paper reads result files without this class.
     */
    @JsonAnySetter
    private void read(String key, Object value) {
        CellField.of(key).filter(field -> !OWN_FIELDS.contains(field)).ifPresent(field -> metrics.put(field, value));
    }

    /** The metrics by their JSON names, in the order they were put; read-only. */
    @JsonAnyGetter
    public Map<String, Object> metrics() {
        Map<String, Object> byKey = new LinkedHashMap<>();
        metrics.forEach((field, value) -> byKey.put(field.key(), value));
        return Collections.unmodifiableMap(byKey);
    }

    public Object metric(CellField field) {
        return metrics.get(field);
    }

    /** "backend/variant [on database] phase [temperature]", for messages; PostgreSQL, the default database, is not named. */
    public String label() {
        Object database = metrics.get(CellField.DATABASE);
        return backend + "/" + variant + (database == null || "postgresql".equals(database) ? "" : " on " + database) + " " + phase
                + (temperature == null ? "" : " " + temperature);
    }

    @Override
    public String toString() {
        return label() + (ok ? " median " + medianMillis + " ms" : skipped != null ? " skipped: " + skipped : " FAILED: " + failure);
    }

    private static Double median(List<Double> values) {
        return values == null || values.isEmpty() ? null : SampleStatistics.of(values).medianMillis();
    }

    private static <T> List<T> append(List<T> list, T value) {
        List<T> out = list == null ? new ArrayList<>() : list;
        out.add(Objects.requireNonNull(value));
        return out;
    }

    private static <T> List<T> appendAll(List<T> list, List<T> values) {
        if (values == null) {
            return list;
        }
        List<T> out = list == null ? new ArrayList<>() : list;
        out.addAll(values);
        return out;
    }

    /** Milliseconds to the microsecond: more digits would be noise. */
    private static double round(double millis) {
        return SampleStatistics.round(millis);
    }
}
