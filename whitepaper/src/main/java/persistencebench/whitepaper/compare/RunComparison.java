package persistencebench.whitepaper.compare;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import persistencebench.harness.plan.CellClass;
import persistencebench.harness.resultformat.CellField;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkKind;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.Compared;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ResultCell;

/**
 * Two runs compared cell by cell: the write run of one against the write run of the other, the read run against the
 * read run. Runs of one kind that measured different data (an edition's month against a quick run's 20,000 trips) are
 * not set side by side at all, and say so in one line: a ratio across scales would read as a finding. A scaling study
 * is not compared.
 *
 * @param first        the first side, the one ratios are taken against
 * @param second       the second side
 * @param differences  what the runs recorded differently ({@link RunDifferences}), which may explain the rest
 * @param notCompared  one line per kind of run not compared, and why
 * @param cells        every cell both measured, in the first run's order
 * @param onlyInFirst  the cells only the first run measured ({@code write jdbc/tuned/store}), or that only it measured
 *                     without failing
 * @param onlyInSecond likewise for the second run
 */
public record RunComparison(RunSource first, RunSource second, List<Difference> differences, List<String> notCompared,
                            List<CellComparison> cells, List<String> onlyInFirst, List<String> onlyInSecond) {

    public RunComparison {
        differences = List.copyOf(differences);
        notCompared = List.copyOf(notCompared);
        cells = List.copyOf(cells);
        onlyInFirst = List.copyOf(onlyInFirst);
        onlyInSecond = List.copyOf(onlyInSecond);
    }

    /** The comparison of {@code second} against {@code first}. */
    public static RunComparison of(RunSource first, RunSource second) {
        Map<BenchmarkKind, BenchmarkRun> a = runs(first);
        Map<BenchmarkKind, BenchmarkRun> b = runs(second);
        List<String> notCompared = new ArrayList<>();
        List<CellComparison> cells = new ArrayList<>();
        List<String> onlyInFirst = new ArrayList<>();
        List<String> onlyInSecond = new ArrayList<>();
        for (BenchmarkKind kind : BenchmarkKind.values()) {
            BenchmarkRun runA = a.get(kind);
            BenchmarkRun runB = b.get(kind);
            if (runA == null && runB == null) {
                continue;
            }
            if (runA == null || runB == null) {
                notCompared.add("only " + (runA == null ? second : first).name() + " has a " + kind.id() + " run");
                continue;
            }
            String dataA = RunDescriptions.dataset(runA);
            String dataB = RunDescriptions.dataset(runB);
            if (!dataA.equals(dataB)) {
                notCompared.add("the " + kind.id() + " runs measured different data (" + first.name() + ": " + dataA + "; " + second.name()
                        + ": " + dataB + "), so their cells are not set side by side");
                continue;
            }
            Map<String, Measured> measuredA = measured(runA);
            Map<String, Measured> measuredB = measured(runB);
            measuredA.forEach((id, valueA) -> {
                Measured valueB = measuredB.get(id);
                if (valueB == null) {
                    onlyInFirst.add(kind.id() + " " + id);
                } else {
                    cells.add(CellComparison.of(kind.id(), id, valueA.cellClass(), valueA.value(), valueB.value(),
                            valueA.steady() && valueB.steady()));
                }
            });
            measuredB.keySet().stream().filter(id -> !measuredA.containsKey(id)).forEach(id -> onlyInSecond.add(kind.id() + " " + id));
        }
        return new RunComparison(first, second, RunDifferences.of(a, b), notCompared, cells, onlyInFirst, onlyInSecond);
    }

    /** One summary per class of the cells compared ({@link ClassSummary}). */
    public List<ClassSummary> summaries() {
        return ClassSummary.of(cells);
    }

    private static Map<BenchmarkKind, BenchmarkRun> runs(RunSource source) {
        Map<BenchmarkKind, BenchmarkRun> runs = new EnumMap<>(BenchmarkKind.class);
        for (BenchmarkKind kind : BenchmarkKind.values()) {
            source.results().run(kind).ifPresent(run -> runs.put(kind, run));
        }
        return runs;
    }

    /**
     * A cell's class, the value a comparison takes (its compared time, a concurrent cell's time per operation) and whether
     * it was measured at steady state.
     */
    private record Measured(CellClass cellClass, Estimate value, boolean steady) {
    }

    /**
     * The cells of {@code run} with a value, by id, in the file's order: failed and skipped cells have none, and the
     * load-only baseline is no class of cell.
     */
    private static Map<String, Measured> measured(BenchmarkRun run) {
        Map<String, Measured> measured = new LinkedHashMap<>();
        for (ResultCell cell : run.cells()) {
            if (cell.failed() || cell.isSkipped()) {
                continue;
            }
            Optional<CellClass> cellClass = CellClass.of(fields(cell));
            Optional<Estimate> value = Compared.of(cell);
            if (cellClass.isPresent() && value.isPresent()) {
                measured.put(cell.id(), new Measured(cellClass.get(), value.get(), !cell.unsteady()));
            }
        }
        for (ConcurrentReadCell cell : run.concurrentReads()) {
            if (cell.measured()) {
                cell.millisPerOperation().ifPresent(value -> measured.put(cell.id(), new Measured(CellClass.CONCURRENT, value, !cell.unsteady())));
            }
        }
        return measured;
    }

    /** The fields {@link CellClass#of} tells a cell's class by. */
    private static Map<String, Object> fields(ResultCell cell) {
        Map<String, Object> fields = new HashMap<>();
        fields.put(CellField.PHASE.key(), cell.phase());
        fields.put(CellField.TEMPERATURE.key(), cell.temperature());
        return fields;
    }
}
