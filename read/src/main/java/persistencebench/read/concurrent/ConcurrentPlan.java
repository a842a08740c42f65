package persistencebench.read.concurrent;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.SteadyState;
import persistencebench.harness.resultformat.CellField;
import persistencebench.read.plugin.ConnectionMode;

/**
 * What the {@code concurrentReads} cells of one contestant run, handed to each of its forks: the thread counts, the
 * queries with their distinct operations (as many warm-up operations as half that run first, with the cell's thread
 * count), how long a cell measures, and what the operations' arguments are drawn from (the run's seed, the dataset's
 * customer count). Every contestant gets the same plan, so every pass of a query runs the same operations.
 * <p>
 * A cell's samples are time-boxed, as JMH's iterations are, because one run of a query's operations takes from a
 * millisecond (an object graph) to ten seconds (SQLite's study schema). A sample is a number of passes over the
 * operations, the same for every cell of the query in the fork, set so that a pass at one thread's pace fills a tenth
 * of {@code cellMillis} ({@link #passesPerSample}): so no sample is shorter than about a tenth of the box (a pass
 * longer than that is one sample, up to 0.7 s for the fast query and 10 s for the slow one on the medium bookstore),
 * and a sample's GC pause or compilation weighs on a fast contestant no more than on a slow one. A cell measures
 * samples until it has measured {@code cellMillis} and at least {@value #MIN_SAMPLES} samples, starts no sample after
 * three times {@code cellMillis}, and measures at most {@value #MAX_SAMPLES}: a cell whose sample exceeds one and a
 * half boxes measures two, beyond three boxes one. Before the fork's first cell each query's operations run on one
 * thread, in runs of a third of {@code cellMillis} after the first pass, for at least twice {@code cellMillis} and six
 * runs and then until its last runs show no trend ({@link SteadyState#trendOf}; ten boxes at most), so the JIT has
 * compiled most of the readers' code before the first cell measures; its last runs set the passes, and
 * its last run's answers are the reference every cell's answers must equal. It is a floor, not a proof of steady state,
 * which is why each fork measures its first cell of each query again at its end ({@code drift}) and runs the thread
 * counts in the order {@link #threadOrder} gives it ({@code docs/method.md}, "The concurrent readers' protocol" and
 * "Why the defaults are what they are").
 *
 * @param threads         thread counts, ascending
 * @param queries         query labels ({@link ConcurrentQuery#label()})
 * @param fastOperations  distinct operations per pass of the fast query
 * @param slowOperations  distinct operations per pass of the slow query
 * @param cellMillis      how long a cell measures at least (see above)
 * @param seed            the run's seed
 * @param customers       the dataset's customer count
 */
public record ConcurrentPlan(List<Integer> threads, List<String> queries, int fastOperations, int slowOperations, long cellMillis,
                             long seed, long customers) {
    /** The phase of every cell this plan yields. */
    public static final String PHASE = "concurrentReads";
    /** The temperature of its cells: the service is open and warmed up before each cell measures. */
    public static final String TEMPERATURE = "hot";
    /** Samples a cell measures at least, unless they take longer than three times its box. */
    public static final int MIN_SAMPLES = 3;
    /** Samples a cell measures at most, however short they are. */
    public static final int MAX_SAMPLES = 100;
    /** The fork's warm-up of a query stops after this many boxes, steady or not. */
    public static final int MAX_WARMUP_BOXES = 10;
    /** Passes over the operations per sample at most, however short a pass is. */
    public static final int MAX_PASSES = 1000;
    /** No sample starts after this many boxes. */
    public static final int LAST_START_BOXES = 3;
    /** The fork's warm-up of a query runs for this many boxes at least. */
    public static final int MIN_WARMUP_BOXES = 2;
    /** A sample at one thread's pace lasts at least this fraction of a box (one over it). */
    public static final int SAMPLE_BOX_DIVISOR = 10;
    /**
     * A warm-up run after the first lasts at least this fraction of a box (one over it; 100 ms at the default box, a hot
     * sample's time box): the JVM counts JIT time in whole milliseconds, so a window of five one-millisecond runs would
     * read one tick of the counter as a burst of 20 %.
     */
    public static final int WARMUP_RUN_BOX_DIVISOR = 3;

    /**
     * The protocol's constants as the result file records them ({@code environment.execution.concurrentReads}), so the
     * white paper states them from the file ({@code docs/method.md}, "The concurrent readers' protocol").
     */
    public static Map<String, Object> protocol() {
        Map<String, Object> protocol = new LinkedHashMap<>();
        protocol.put("minSamples", MIN_SAMPLES);
        protocol.put("maxSamples", MAX_SAMPLES);
        protocol.put("lastStartBoxes", LAST_START_BOXES);
        protocol.put("sampleBoxDivisor", SAMPLE_BOX_DIVISOR);
        protocol.put("maxPassesPerSample", MAX_PASSES);
        protocol.put("minWarmupBoxes", MIN_WARMUP_BOXES);
        protocol.put("warmupRunBoxDivisor", WARMUP_RUN_BOX_DIVISOR);
        protocol.put("steadyRuns", SteadyState.WINDOW);
        protocol.put("steadyPercent", SteadyState.TREND_PERCENT);
        protocol.put("maxWarmupBoxes", MAX_WARMUP_BOXES);
        // each fork is a hot fork's continuation after its phases (ConcurrentReads), no JVM of its own
        protocol.put("afterHotPhases", true);
        return protocol;
    }

    public ConcurrentPlan {
        threads = List.copyOf(threads);
        queries = List.copyOf(queries);
        if (threads.isEmpty() || threads.get(0) < 1 || !threads.equals(threads.stream().distinct().sorted().toList())) {
            throw new IllegalArgumentException("the thread counts must be positive and ascending: " + threads);
        }
        if (cellMillis < 1) {
            throw new IllegalArgumentException("a cell must measure for at least 1 ms, not " + cellMillis);
        }
    }

    /**
     * The order in which fork {@code fork} (1-based) measures the thread counts: forks come in pairs, the first of a pair
     * running an order drawn at random from the run's seed, the second that order reversed. Time in
     * a fork (a JIT still compiling, a heap still growing) then favours every thread count alike within a pair (the sum
     * of its two places is the same for every count), which count comes right after the fork's warm-up (the place most
     * exposed to an incomplete warm-up) changes from pair to pair, and the last fork of an odd number adds its order's
     * bias only at random, not always in one direction as an extra ascending fork did. Every contestant gets the same
     * orders, every cell records its fork's order and its place in it, and the drift check measures the effect itself. A
     * design balanced within each fork (the counts up and down again, half a box each) would cancel only a linear drift,
     * while a warm-up's fades fast, and would double every cell's own warm-up and keep every pool open through the fork.
     */
    public List<Integer> threadOrder(int fork) {
        if (fork < 1) {
            throw new IllegalArgumentException("forks are numbered from 1, not " + fork);
        }
        // the pair's order is the pair's draw from one generator of the run's seed (generators of neighbouring seeds start
        // alike); java.util.Random and Collections.shuffle are specified to the bit, so a seed gives the same orders anywhere
        Random random = new Random(seed);
        List<Integer> order = List.of();
        for (int pair = 1; pair <= (fork + 1) / 2; pair++) {
            order = new ArrayList<>(threads);
            Collections.shuffle(order, random);
        }
        if (fork % 2 == 0) {
            Collections.reverse(order);
        }
        return List.copyOf(order);
    }

    /** {@code "1,2,4,8"}: a fork's thread order as its cells record it ({@code threadOrder}). */
    public static String orderLabel(List<Integer> order) {
        return order.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    /** One empty cell per thread count, query and mode, in the order the first fork measures them. */
    public List<CellResult> newCells(String backend, String variant) {
        List<CellResult> cells = new ArrayList<>();
        for (int count : threads) {
            for (String query : queries) {
                for (ConnectionMode mode : ConnectionMode.values()) {
                    cells.add(newCell(backend, variant, mode, ConcurrentQuery.ofLabel(query), count));
                }
            }
        }
        return cells;
    }

    /** Whether a cell that has measured {@code samples} samples, {@code measuredNanos} in all, measures another. */
    boolean anotherSample(int samples, long measuredNanos) {
        long box = cellMillis * 1_000_000L;
        return samples == 0 || samples < MAX_SAMPLES && measuredNanos < LAST_START_BOXES * box && (samples < MIN_SAMPLES || measuredNanos < box);
    }

    /**
     * Whether the fork's warm-up of a query, after runs that took {@code runNanos} per pass, in {@code nanos} in all,
     * runs again: for two boxes and at least one run more than {@link SteadyState}'s window (so a verdict can leave the
     * first, compiling run out, however long a pass is), then until it is steady ({@link #steady}), but for no more than
     * {@value #MAX_WARMUP_BOXES} boxes once a verdict was possible.
     */
    boolean anotherWarmupRun(List<Long> runNanos, long nanos) {
        long box = cellMillis * 1_000_000L;
        if (runNanos.size() <= SteadyState.WINDOW || nanos < MIN_WARMUP_BOXES * box) {
            return true;
        }
        return nanos < MAX_WARMUP_BOXES * box && !steady(runNanos).steady();
    }

    /**
     * Passes over a query's operations in a warm-up run after the first, from one pass's time on one thread: enough
     * for a third of {@code cellMillis} (at least one, at most {@value #MAX_PASSES}).
     */
    int passesPerWarmupRun(long passNanos) {
        return passesFilling(cellMillis * 1_000_000L / WARMUP_RUN_BOX_DIVISOR, passNanos);
    }

    /**
     * The verdict on the fork's warm-up runs so far: no trend over the last runs ({@link SteadyState#trendOf}). The JIT
     * time of the runs is recorded, not judged: the drift check at the fork's end judges the outcome (docs/method.md,
     * "The concurrent readers' protocol", says why).
     */
    static SteadyState.Verdict steady(List<Long> runNanos) {
        return SteadyState.trendOf(millis(runNanos));
    }

    /** The JIT time of the last warm-up runs in per cent of their time ({@link SteadyState#jitPercent}). */
    static double jitPercent(List<Long> runNanos, List<Double> jitMillis) {
        return SteadyState.jitPercent(millis(runNanos), jitMillis);
    }

    private static List<Double> millis(List<Long> nanos) {
        return nanos.stream().map(n -> n / 1e6).toList();
    }

    /**
     * Passes over a query's operations per sample, from one pass's time on one thread: enough for a sample of a tenth
     * of {@code cellMillis} (at least one, at most {@value #MAX_PASSES}).
     */
    int passesPerSample(long passNanos) {
        return passesFilling(cellMillis * 1_000_000L / SAMPLE_BOX_DIVISOR, passNanos);
    }

    private static int passesFilling(long floorNanos, long passNanos) {
        return (int) Math.max(1, Math.min(MAX_PASSES, (floorNanos + Math.max(1, passNanos) - 1) / Math.max(1, passNanos)));
    }

    /** Distinct operations per pass of {@code query}. */
    int operations(ConcurrentQuery query) {
        return query == ConcurrentQuery.SLOW ? slowOperations : fastOperations;
    }

    static CellResult newCell(String backend, String variant, ConnectionMode mode, ConcurrentQuery query, int threads) {
        CellResult cell = new CellResult(backend, variant, PHASE, TEMPERATURE);
        cell.put(CellField.CONNECTION_MODE, mode.label());
        cell.put(CellField.QUERY, query.label());
        cell.put(CellField.THREADS, threads);
        return cell;
    }

    /** Whether {@code cell} is a {@code concurrentReads} cell with the same mode, query and thread count as {@code other}. */
    public static boolean sameCell(CellResult cell, CellResult other) {
        return cell.phase().equals(other.phase()) && cell.metric(CellField.CONNECTION_MODE).equals(other.metric(CellField.CONNECTION_MODE))
                && cell.metric(CellField.QUERY).equals(other.metric(CellField.QUERY))
                && cell.metric(CellField.THREADS).equals(other.metric(CellField.THREADS));
    }
}
