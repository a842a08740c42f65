package persistencebench.whitepaper.guide;

import persistencebench.whitepaper.format.ColdKinds;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.OperationLatencyText;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.PagingComparison;
import persistencebench.whitepaper.results.Ranking;
import persistencebench.whitepaper.results.ReadBack;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ScalingCurve;
import persistencebench.whitepaper.results.ScalingGrowth;
import persistencebench.whitepaper.results.ScalingPhase;
import persistencebench.whitepaper.results.ScalingPoint;
import persistencebench.whitepaper.results.ScalingRun;
import persistencebench.whitepaper.results.SingleOps;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The rows of the decision guide, one per workload the result files measure, in the order an architect meets them:
 * loading, reading by id, querying, paging, concurrent readers, single-operation mixes, then the costs (disk, heap) and
 * how cost grows with the data. A workload no present file measured gets no row.
 */
public final class DecisionGuide {
    /** The read program's phase ids as result files write them ({@code docs/result-files.md}). */
    private static final String COMPLEX_QUERY = "purchasesOfForeigners";
    private static final String STUDY_PAGES = "customersPaged";
    private static final String HOT = "hot";
    private static final String COLD = "cold";
    /** The concurrent readers' queries as result files write them. */
    private static final String FAST_QUERY = "fast";
    private static final String SLOW_QUERY = "slow";
    private static final String ONE_FORK = "each store measured it once, in its cell's first fork";

    static final Evidence WRITE = new Evidence("write-case", "Write case");
    static final Evidence READ = new Evidence("read-case", "Read case");
    static final Evidence PAGING = new Evidence("keyset-paging", "Keyset vs offset paging");
    static final Evidence CONCURRENT = new Evidence("concurrent-readers", "Concurrent readers");
    static final Evidence KEY_VALUE = new Evidence("key-value", "Key-value engines");
    static final Evidence SINGLE_OPS = new Evidence("single-operations", "Single operations");
    static final Evidence SCALING = new Evidence("scaling", "Scaling");

    private final AvailableResults results;
    private final BackendCatalogue catalogue;
    private final WinnerPrice price;

    private DecisionGuide(AvailableResults results) {
        this.results = results;
        this.catalogue = results.catalogue();
        this.price = new WinnerPrice(results);
    }

    /** Every row the present result files support. */
    public static List<GuideRow> rows(AvailableResults results) {
        return new DecisionGuide(results).rows();
    }

    private List<GuideRow> rows() {
        List<GuideRow> rows = new ArrayList<>();
        results.write().ifPresent(write -> {
            List<ResultCell> stores = write.chartable(BenchmarkKind.STORE_PHASE);
            if (!stores.isEmpty()) {
                rows.add(timedCells("Bulk load of the trips", WRITE, stores, v -> IntervalText.of(v, Quantities::tableSeconds, "s"), ForestAxis.SECONDS,
                        price::ofStore)
                        .covering(covers(write, stores)));
                rows.add(readBack(write, stores, "Point read by id (uniform ids), median latency", ReadBack::pointUniform));
                rows.add(readBack(write, stores, "Range scan of consecutive ids, median latency", ReadBack::rangeScan));
            }
        });
        results.read().ifPresent(read -> {
            addRead(rows, read, "Complex join query (purchases of foreigners), cold: open + queries", READ, COMPLEX_QUERY, COLD);
            addRead(rows, read, "Complex join query (purchases of foreigners), hot", READ, COMPLEX_QUERY, HOT);
            addRead(rows, read, "Shallow paging (the study's three pages), hot", PAGING, STUDY_PAGES, HOT);
            List<ResultCell> deep = read.chartable().stream().filter(c -> HOT.equals(c.temperature())
                    && (c.phase().equals(PagingComparison.DEEP_PAGE.offset()) || c.phase().equals(PagingComparison.DEEP_PAGE.keyset()))).toList();
            if (!deep.isEmpty()) {
                rows.add(timed("Deep paging (one page far in, by offset or keyset), hot", PAGING, deep, Compared::of, Compared::fastestUnit,
                        ResultCell::isFloor,
                        c -> Labels.cell(catalogue, c) + " by " + (c.phase().equals(PagingComparison.DEEP_PAGE.keyset()) ? "keyset" : "offset"),
                        this::family, DecisionGuide::millis, ForestAxis.MILLISECONDS, "time", price::ofRead, this::usage)
                        .covering(covers(read, deep)));
            }
            addConcurrent(rows, read);
        });
        results.write().ifPresent(write -> {
            List<ResultCell> served = write.chartable(BenchmarkKind.STORE_PHASE).stream()
                    .filter(c -> c.singleOps() != null && c.singleOps().served()).toList();
            addMix(rows, write, served, "Single operations, mix A (50 % reads, 50 % updates), median read latency", SingleOps::mixA);
            addMix(rows, write, served, "Single operations, mix B (95 % reads, 5 % updates), median read latency", SingleOps::mixB);
            addMix(rows, write, served, "Single operations, mix C (reads only), median read latency", SingleOps::mixC);
            List<ResultCell> stores = contestants(write.chartable(BenchmarkKind.STORE_PHASE));
            // an SQL engine's size is its table's and indexes', without its WAL; a store of its own files is its directory,
            // logs included: two measures, so two rows, never one ranking
            addBytes(rows, write, stores.stream().filter(c -> c.database() != null).toList(),
                    "Bytes on disk per stored trip, SQL engines (the table and its indexes; the WAL or redo log not counted)");
            addBytes(rows, write, stores.stream().filter(c -> c.database() == null).toList(),
                    "Bytes on disk per stored trip, stores of their own files (the store's whole directory, its logs included)");
        });
        results.read().ifPresent(read -> {
            List<ResultCell> hot = read.chartable().stream().filter(c -> COMPLEX_QUERY.equals(c.phase()) && HOT.equals(c.temperature())
                    && c.liveHeapBytes() != null).toList();
            if (!hot.isEmpty()) {
                rows.add(timed("JVM heap held once open (after a forced collection, complex query's hot cell; a database server's memory is not in it)", READ, hot,
                        c -> Compared.perSample(c, c.liveHeapSamplesBytes()), c -> Compared.lowestUnit(c, c.liveHeapSamplesBytes()),
                        ResultCell::isFloor, c -> Labels.cell(catalogue, c), this::family,
                        v -> IntervalText.of(v.times(ForestAxis.MEBIBYTES.factor()), x -> Quantities.significant(x, 3), "MiB"), ForestAxis.MEBIBYTES,
                        "heap", price::ofRead,
                        cells -> usage(cells, c -> Compared.perSample(c, c.liveHeapSamplesBytes()))).covering(covers(read, hot)));
            }
        });
        results.scaling().ifPresent(study -> addGrowth(rows, study));
        return rows;
    }

    private void addRead(List<GuideRow> rows, BenchmarkRun read, String workload, Evidence evidence, String phase, String temperature) {
        List<ResultCell> cells = read.chartable(phase).stream().filter(c -> temperature.equals(c.temperature())).toList();
        if (!cells.isEmpty()) {
            List<String> coldKinds = cells.stream().map(ColdKinds::of).filter(kind -> !kind.isEmpty()).distinct().sorted().toList();
            // a restarted server against a fresh JVM alone is not one protocol: the row says so rather than hide it
            String mixed = coldKinds.size() > 1 ? " (cold kinds differ: " + String.join("; ", coldKinds) + ")" : "";
            rows.add(timedCells(workload + mixed, evidence, cells, DecisionGuide::millis, ForestAxis.MILLISECONDS, price::ofRead)
                    .covering(covers(read, cells)));
        }
    }

    private GuideRow timedCells(String workload, Evidence evidence, List<ResultCell> cells, Function<Estimate, String> shown,
                                ForestAxis axis, Function<ResultCell, String> priceOf) {
        return timed(workload, evidence, cells, Compared::of, Compared::fastestUnit, ResultCell::isFloor, c -> Labels.cell(catalogue, c),
                this::family, shown, axis, "time", priceOf, this::usage);
    }

    /**
     * A ranked row of {@code cells} by {@code value}; {@code fastestUnit} is a cell's lowest unit value on the same scale,
     * which holds a cell without a usable interval, or not at steady state, against the leaders ({@link RankedRow}).
     */
    private static <T> GuideRow timed(String workload, Evidence evidence, List<T> cells, Function<T, Optional<Estimate>> value,
                                      Function<T, Optional<Double>> fastestUnit, Predicate<T> floor, Function<T, String> name,
                                      Function<T, String> family, Function<Estimate, String> shown, ForestAxis axis, String compared,
                                      Function<T, String> priceOf, Function<List<T>, List<UsageGap>> usage) {
        List<UsageGap> gaps = usage.apply(cells.stream().filter(floor.negate()).toList()); // a floor persists nothing: no contestant
        return new RankedRow<>(Ranking.of(cells, value, floor), name, family, shown, compared, fastestUnit)
                .row(workload, evidence, axis, priceOf, UsageGain.text(gaps), gaps);
    }

    /** What a row of {@code run} covers whose contestants are {@code cells} ({@link Coverage}). */
    private static Coverage covers(BenchmarkRun run, List<ResultCell> cells) {
        return Coverage.of(run, cells.stream().map(ResultCell::database).toList());
    }

    /** The cells {@code value} gives a value: the contestants an observed row shows. */
    private static List<ResultCell> measured(List<ResultCell> cells, Function<ResultCell, Optional<Double>> value) {
        return cells.stream().filter(c -> value.apply(c).isPresent()).toList();
    }

    private String family(ResultCell cell) {
        return Labels.family(catalogue, cell.backend(), cell.database());
    }

    private List<UsageGap> usage(List<ResultCell> cells) {
        return usage(cells, Compared::of);
    }

    private List<UsageGap> usage(List<ResultCell> cells, Function<ResultCell, Optional<Estimate>> value) {
        return new UsageGain<ResultCell>(c -> c.backend() + "/" + c.database() + "/" + c.phase() + "/" + c.temperature(), catalogue::kind,
                c -> Labels.cell(catalogue, c), this::family, value).of(cells);
    }

    /** Per query, one thread and the highest thread count, every connection mode a contestant of its own. */
    private void addConcurrent(List<GuideRow> rows, BenchmarkRun read) {
        List<ConcurrentReadCell> measured = read.concurrentReads().stream().filter(ConcurrentReadCell::measured).toList();
        for (String query : List.of(FAST_QUERY, SLOW_QUERY)) {
            List<ConcurrentReadCell> ofQuery = measured.stream().filter(c -> query.equals(c.query())).toList();
            Optional<Integer> most = ofQuery.stream().map(ConcurrentReadCell::threads).filter(Objects::nonNull).max(Comparator.naturalOrder());
            for (int threads : most.map(max -> max == 1 ? List.of(1) : List.of(1, max)).orElse(List.<Integer>of())) {
                List<ConcurrentReadCell> cells = ofQuery.stream().filter(c -> Objects.equals(c.threads(), threads)).toList();
                if (!cells.isEmpty()) {
                    Integer cpus = cells.get(0).cpus();
                    rows.add(timed("Concurrent readers, " + query + " query, " + threads + (threads == 1 ? " thread" : " threads")
                                    + (cpus == null || threads <= cpus ? "" : " on " + cpus + " CPUs"), CONCURRENT,
                            cells, ConcurrentReadCell::millisPerOperation, DecisionGuide::fastestForkMillisPerOperation, c -> false,
                            c -> Labels.contestant(catalogue, c.backend(), c.variant(), c.database()) + " (" + c.connectionMode() + ")" + caveats(c),
                            c -> Labels.family(catalogue, c.backend(), c.database()), v -> IntervalText.of(v.reciprocal(1000), Quantities::rate, "ops/s"),
                            ForestAxis.MILLISECONDS_PER_OPERATION, "time per operation", price::ofConcurrent,
                            this::concurrentUsage).covering(Coverage.of(read, cells.stream().map(ConcurrentReadCell::database).toList())));
                }
            }
        }
    }

    /**
     * What the concurrent section notes beside a cell, named with it wherever the guide names it: a drift beyond its
     * interval (its fork measured it again at the end and got another figure) or a throughput near the harness's ceiling.
     */
    private static String caveats(ConcurrentReadCell cell) {
        List<String> caveats = new ArrayList<>();
        if (Boolean.TRUE.equals(cell.driftBeyondInterval())) {
            caveats.add("drift beyond its interval");
        }
        if (cell.nearHarnessCeiling()) {
            caveats.add("near the harness's ceiling");
        }
        return caveats.isEmpty() ? "" : " [" + String.join("; ", caveats) + "]";
    }

    private List<UsageGap> concurrentUsage(List<ConcurrentReadCell> cells) {
        return new UsageGain<ConcurrentReadCell>(c -> c.backend() + "/" + c.database() + "/" + c.connectionMode(),
                c -> catalogue.kind(c.backend(), c.variant()),
                c -> Labels.contestant(catalogue, c.backend(), c.variant(), c.database()) + " (" + c.connectionMode() + ")",
                c -> Labels.family(catalogue, c.backend(), c.database()), ConcurrentReadCell::millisPerOperation).of(cells);
    }

    /**
     * A concurrent cell's fastest fork as milliseconds per operation, the reciprocal of the highest of its forks'
     * throughputs; a file without them gives its one throughput.
     */
    private static Optional<Double> fastestForkMillisPerOperation(ConcurrentReadCell cell) {
        Optional<Double> highest = cell.forkOpsPerSecond().stream().max(Comparator.naturalOrder());
        return highest.or(() -> Optional.ofNullable(cell.opsPerSecond())).filter(ops -> ops > 0).map(ops -> 1000 / ops);
    }

    private void addBytes(List<GuideRow> rows, BenchmarkRun write, List<ResultCell> stores, String workload) {
        if (stores.isEmpty()) {
            return;
        }
        Function<ResultCell, Optional<Double>> perTrip = c -> c.diskBytes() == null || c.rowsStored() == null || c.rowsStored() == 0
                ? Optional.empty() : Optional.of((double) c.diskBytes() / c.rowsStored());
        rows.add(new ObservedRow<ResultCell>(perTrip, c -> Labels.cell(catalogue, c), this::family,
                v -> Quantities.significant(v, 3) + " bytes", "each store's size was read once, after its first fork's last sample")
                .row(workload, WRITE, ForestAxis.BYTES, stores).covering(covers(write, measured(stores, perTrip))));
    }

    /** Floors (the in-memory store) are left out, as a ranking leaves them out: they persist nothing. */
    private GuideRow readBack(BenchmarkRun write, List<ResultCell> stores, String workload, Function<ReadBack, ReadBack.Phase> phase) {
        Function<ResultCell, Optional<Double>> latency = c -> Optional.ofNullable(c.readBack()).map(phase).map(ReadBack.Phase::p50Micros);
        return new ObservedRow<ResultCell>(latency, c -> Labels.cell(catalogue, c), this::family, v -> Quantities.significant(v, 3) + " µs", ONE_FORK)
                .row(workload, KEY_VALUE, ForestAxis.MICROSECONDS, contestants(stores)).covering(covers(write, measured(contestants(stores), latency)));
    }

    private static List<ResultCell> contestants(List<ResultCell> cells) {
        return cells.stream().filter(c -> !c.isFloor()).toList();
    }

    private void addMix(List<GuideRow> rows, BenchmarkRun write, List<ResultCell> served, String workload,
                        Function<SingleOps, SingleOps.Phase> mix) {
        if (!served.isEmpty()) {
            Function<ResultCell, Optional<Double>> latency = c -> Optional.ofNullable(mix.apply(c.singleOps())).map(SingleOps.Phase::read)
                    .map(ReadBack.Phase::p50Micros);
            rows.add(new ObservedRow<ResultCell>(latency, c -> Labels.cell(catalogue, c), this::family, v -> Quantities.significant(v, 3) + " µs",
                    ONE_FORK).row(workload, SINGLE_OPS, ForestAxis.MICROSECONDS, contestants(served)).covering(covers(write, measured(contestants(served), latency))));
        }
    }

    /**
     * How the complex query's hot time grows from the smallest bookstore to the largest of the scaling study: contestants
     * ranked by the ratio of the two times (all curves span the same sizes, so this orders them as their slopes do).
     */
    private void addGrowth(List<GuideRow> rows, ScalingRun study) {
        BackendCatalogue scalingCatalogue = results.scalingCatalogue();
        List<ScalingCurve> curves = study.curves(scalingCatalogue, new ScalingPhase(COMPLEX_QUERY, HOT)::holds).stream()
                .filter(curve -> curve.growth().isPresent()).toList();
        Optional<Double> widest = curves.stream().map(curve -> curve.growth().orElseThrow().sizeFactor()).max(Comparator.naturalOrder());
        List<ScalingCurve> spanning = curves.stream().filter(curve -> widest.isPresent()
                && curve.growth().orElseThrow().sizeFactor() == widest.get()).toList();
        if (spanning.isEmpty()) {
            return;
        }
        ScalingGrowth first = spanning.get(0).growth().orElseThrow();
        String workload = "Cost as the data grows (least growth leads): complex query, hot, " + first.smallest().size() + " → " + first.largest().size()
                + " (×" + Quantities.significant(first.sizeFactor(), 2) + " purchases)";
        rows.add(new RankedRow<ScalingCurve>(Ranking.of(spanning, curve -> curve.growth().map(ScalingGrowth::timeFactor), curve -> false),
                curve -> Labels.curve(scalingCatalogue, study, curve),
                curve -> Labels.family(scalingCatalogue, curve.contestant().backend(), curve.contestant().database()), v -> "×" + IntervalText.of(v, x -> Quantities.significant(x, 2), "")
                + " in time", "growth in time").row(workload, SCALING, ForestAxis.GROWTH, DecisionGuide::heapAtLargest, "see the scaling section", List.of())
                .covering(Coverage.of(study, first, spanning.stream().map(curve -> curve.contestant().database()).toList())));
    }

    private static String heapAtLargest(ScalingCurve curve) {
        ScalingPoint largest = curve.points().get(curve.points().size() - 1);
        return largest.liveHeapBytes() == null ? "" : "heap held at " + largest.size() + " " + Quantities.mebibytes(largest.liveHeapBytes()) + " MiB";
    }

    private static String millis(Estimate estimate) {
        return IntervalText.of(estimate, Quantities::tableMillis, "ms");
    }
}
