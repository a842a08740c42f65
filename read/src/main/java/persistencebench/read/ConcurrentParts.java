package persistencebench.read;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.harness.measure.OperationLatencies;
import persistencebench.harness.measure.SampleStatistics;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.DigestDifference;
import persistencebench.read.concurrent.ConcurrentQuery;
import persistencebench.read.concurrent.ConcurrentSamples;
import persistencebench.read.concurrent.Drift;

/**
 * Combines the parts of one {@code concurrentReads} cell, one per fork, into one cell ({@link CellResult#combine}: every
 * fork's samples, attributed to it): its figures over every fork's samples ({@link ConcurrentSamples}: throughput over
 * all samples, latency percentiles from the forks' merged histograms, CPU per operation), the 95 % interval of the
 * throughput over the forks ({@code ci95} of {@code opsPerSecond}, {@code ciUnits} = forks), each fork's own figures in
 * fork order ({@code forkOpsPerSecond}, {@code threadOrder}, {@code positionInFork}, {@code passesPerSample},
 * {@code warmupOperations}, {@code forkWarmUp}), and the drift of the forks that measured the cell again at their end,
 * judged against the interval ({@code drift}, {@code driftBeyondInterval}). Every fork must give the same answers to the
 * same operations, otherwise the cell fails and says how.
 */
final class ConcurrentParts {

    private ConcurrentParts() {
    }

    /** @param parts the parts of one cell, in fork order; at least one */
    static CellResult combine(List<CellResult> parts) {
        if (parts.stream().allMatch(part -> part.skipped() != null)) {
            return parts.get(0);
        }
        CellResult combined = CellResult.combine(parts);
        perFork(combined, parts, CellField.THREAD_ORDER);
        perFork(combined, parts, CellField.POSITION_IN_FORK);
        perFork(combined, parts, CellField.PASSES_PER_SAMPLE);
        perFork(combined, parts, CellField.WARMUP_OPERATIONS);
        perFork(combined, parts, CellField.FORK_WARM_UP);
        ConcurrentSamples.dropLatencies(combined);
        combined.remove(CellField.DRIFT);
        if (!combined.ok()) {
            return combined;
        }
        ConcurrentQuery query = ConcurrentQuery.ofLabel((String) combined.metric(CellField.QUERY));
        for (int fork = 2; fork <= parts.size(); fork++) {
            Optional<String> difference = DigestDifference.describe(query.rowName(), "fork 1", CellDigests.of(parts.get(0)), "fork " + fork,
                    CellDigests.of(parts.get(fork - 1)));
            if (difference.isPresent()) {
                return combined.fail("forks disagree on the answers to the same operations: " + difference.get());
            }
        }
        OperationLatencies latencies = latencies(parts);
        long measured = parts.stream().mapToLong(part -> ((Number) part.metric(CellField.MEASURED_OPERATIONS)).longValue()).sum();
        if (latencies.operations() != measured) {
            return combined.fail("the forks' latency histograms hold " + latencies.operations() + " operations, their samples "
                    + measured);
        }
        int operations = ((Number) combined.metric(CellField.OPERATIONS)).intValue();
        samples(combined, parts, latencies).record(combined, operations);
        List<Double> forkOpsPerSecond = parts.stream().map(ConcurrentParts::opsPerSecond).toList();
        combined.put(CellField.FORK_OPS_PER_SECOND, forkOpsPerSecond.stream().map(ConcurrentSamples::significant).toList());
        combined.interval(CellField.GEOMEAN_OPS_PER_SECOND, forkOpsPerSecond);
        combined.put(CellField.HARNESS_CEILING_OPS_PER_SECOND, Math.round(SampleStatistics.of(parts.stream()
                .map(part -> ((Number) part.metric(CellField.HARNESS_CEILING_OPS_PER_SECOND)).doubleValue()).toList()).medianMillis()));
        if (combined.metric(CellField.POOL_FULL) != null) {
            combined.put(CellField.POOL_FULL, parts.stream().allMatch(part -> Boolean.TRUE.equals(part.metric(CellField.POOL_FULL))));
        }
        drift(combined, parts, ConfidenceInterval.of(forkOpsPerSecond));
        return combined;
    }

    /**
     * Marks every cell of a contestant's query (one connection mode) not at steady state when the drift check of any
     * of its cells fails: the check re-measures only the query's first cell of each fork, but the other thread counts
     * ran in the same forks between that cell and its re-measure, on the same warm-up that was still moving.
     *
     * @param contestantCells the combined cells of one contestant
     */
    static void spreadDrift(List<CellResult> contestantCells) {
        Map<String, List<CellResult>> byQuery = new LinkedHashMap<>();
        contestantCells.forEach(cell -> byQuery.computeIfAbsent(cell.metric(CellField.CONNECTION_MODE) + " " + cell.metric(CellField.QUERY),
                key -> new ArrayList<>()).add(cell));
        for (List<CellResult> query : byQuery.values()) {
            List<CellResult> drifted = query.stream().filter(cell -> Boolean.TRUE.equals(cell.metric(CellField.DRIFT_BEYOND_INTERVAL))).toList();
            if (drifted.isEmpty()) {
                continue;
            }
            String reason = "its query's drift check on " + drifted.stream().map(cell -> cell.metric(CellField.THREADS) + " thread(s)")
                    .toList() + " moved beyond that cell's interval, in the forks this cell was measured in too";
            for (CellResult cell : query) {
                if (cell.ok() && !drifted.contains(cell)) {
                    notSteady(cell, List.of(reason));
                }
            }
        }
    }

    /** Marks {@code cell} not at steady state, adding {@code reasons} to any it had. */
    private static void notSteady(CellResult cell, List<String> reasons) {
        List<Object> all = new ArrayList<>();
        if (cell.metric(CellField.NOT_STEADY) instanceof List<?> earlier) {
            all.addAll(earlier);
        }
        all.addAll(reasons);
        cell.put(CellField.STEADY_STATE, false);
        cell.put(CellField.NOT_STEADY, List.copyOf(all));
    }

    /** Every fork's latencies in one histogram: percentiles over every measured operation of every fork. */
    static OperationLatencies latencies(List<CellResult> parts) {
        OperationLatencies all = new OperationLatencies();
        parts.forEach(part -> all.add(ConcurrentSamples.latencies(part)));
        return all;
    }

    /** Each fork's value of {@code metric}, in fork order, where it recorded one. */
    private static void perFork(CellResult combined, List<CellResult> parts, CellField metric) {
        List<Object> values = parts.stream().map(part -> part.metric(metric)).filter(value -> value != null).toList();
        if (values.isEmpty()) {
            combined.remove(metric);
        } else {
            combined.put(metric, values);
        }
    }

    /** A fork's measured operations over its summed sample times. */
    private static double opsPerSecond(CellResult part) {
        double seconds = part.samplesMillis().stream().mapToDouble(Double::doubleValue).sum() / 1e3;
        return ((Number) part.metric(CellField.MEASURED_OPERATIONS)).doubleValue() / seconds;
    }

    /** Every fork's samples, each with its fork's operations per sample (the forks' passes may differ). */
    private static ConcurrentSamples samples(CellResult combined, List<CellResult> parts, OperationLatencies latencies) {
        List<Long> operations = new ArrayList<>();
        for (CellResult part : parts) {
            long perSample = ((Number) part.metric(CellField.OPERATIONS)).longValue()
                    * ((Number) part.metric(CellField.PASSES_PER_SAMPLE)).longValue();
            part.samplesMillis().forEach(sample -> operations.add(perSample));
        }
        List<Double> millis = combined.samplesMillis();
        List<Double> server = combined.serverCpuSamplesMillis();
        List<Double> cpu = new ArrayList<>();
        combined.cpuSamplesMillis().forEach(reading -> cpu.add(reading < 0 ? null : reading));
        List<Double> serverCpu = server.isEmpty() || server.size() == millis.size() ? server : new ArrayList<>();
        while (!server.isEmpty() && serverCpu.size() < millis.size()) {
            serverCpu.add(null);
        }
        return new ConcurrentSamples(millis, operations, cpu, serverCpu, latencies);
    }

    /**
     * The drift of each fork that measured the cell again at its end ({@link Drift}), with its fork number, and whether
     * any exceeds the cell's interval (none with one fork: no interval to judge it by).
     */
    private static void drift(CellResult combined, List<CellResult> parts, Optional<ConfidenceInterval> interval) {
        List<Map<String, Object>> drifts = new ArrayList<>();
        List<String> beyondReasons = new ArrayList<>();
        for (int fork = 1; fork <= parts.size(); fork++) {
            Optional<Drift> drift = Drift.of(parts.get(fork - 1));
            if (drift.isPresent()) {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("fork", fork);
                entry.putAll(drift.get().asMap());
                drifts.add(entry);
                if (interval.map(drift.get()::beyond).orElse(false)) {
                    beyondReasons.add("fork " + fork + ": measured again at its end, " + drift.get() + ", more than half the interval");
                }
            }
        }
        if (!drifts.isEmpty()) {
            combined.put(CellField.DRIFT, drifts);
            if (interval.isPresent()) {
                combined.put(CellField.DRIFT_BEYOND_INTERVAL, !beyondReasons.isEmpty());
            }
        }
        // a cell that moved more within its forks than its interval allows is not at steady state (docs/method.md, "Claims")
        if (!beyondReasons.isEmpty()) {
            notSteady(combined, beyondReasons);
        }
    }
}
