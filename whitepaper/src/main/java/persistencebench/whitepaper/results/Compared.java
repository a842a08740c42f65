package persistencebench.whitepaper.results;

import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.harness.measure.LogSummary;
import persistencebench.harness.resultformat.CellField;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * The one home of what a cell is compared by and how sure that value is ({@link Estimate}): every chart whisker, table
 * interval and ranking sentence takes its numbers from here. A write cell is compared by its total time, a hot read by
 * its work (its total: a hot sample has no open or close), a cold read by open + work ({@link TimedRegion}). The value is
 * the geometric mean of the units' values, each unit's the median of its samples (forks, or for a cold cell fresh JVMs,
 * by {@code samplesFork}), and the interval is of that geometric mean on the log scale ({@link LogSummary}), as the
 * harness records it ({@code ciOf} {@code geomeanMillis}); for a file written before, computed here from the samples.
 */
public final class Compared {

    private Compared() {
    }

    /** The cell's compared value in milliseconds with its interval; empty when the cell has no median. */
    public static Optional<Estimate> of(ResultCell cell) {
        Double millis = TimedRegion.comparableMillis(cell);
        if (millis == null) {
            return Optional.empty();
        }
        if (!cell.isCold() && CellField.GEOMEAN_MILLIS.key().equals(cell.ciOf()) && cell.ciUnits() != null) {
            return Optional.of(Estimate.recorded(millis, recorded(cell), cell.ciUnits(), unit(cell)));
        }
        // a cold cell is compared by open + work, not the total the file's interval is of; a file written before intervals
        // were geometric: the same method over the same samples
        List<Double> values = cell.isCold() ? TimedRegion.openPlusWork(cell) : cell.samplesMillis();
        return Optional.of(values.isEmpty() ? new Estimate(millis, Optional.empty(), units(cell), unit(cell)) : over(cell, millis, values));
    }

    private static Optional<ConfidenceInterval> recorded(ResultCell cell) {
        List<Double> ci = cell.ci95();
        return ci.size() == 2 && cell.ciUnits() >= 2 && ci.get(0) > 0 ? Optional.of(new ConfidenceInterval(ci.get(0), ci.get(1), cell.ciUnits()))
                : Optional.empty();
    }

    /**
     * Rows per second at the cell's compared time, the interval the reciprocal of the time's; empty when no row count is
     * known. The load-only baseline stores nothing and parses every row, so it counts the rows the store cells expected,
     * or the generated dataset's.
     */
    public static Optional<Estimate> rowsPerSecond(BenchmarkRun write, ResultCell cell) {
        Long rows = rows(write, cell);
        return rows == null ? Optional.empty() : of(cell).filter(time -> time.value() > 0).map(time -> time.reciprocal(rows * 1000.0));
    }

    /**
     * One value per sample of the cell (e.g. its work divided by its query count, or its open time) as the cell's own
     * time is: the geometric mean of its units' medians, with the interval over those units; empty when the cell has no
     * such values.
     */
    public static Optional<Estimate> perSample(ResultCell cell, List<Double> values) {
        return values.isEmpty() ? Optional.empty() : Optional.of(over(cell, TimedRegion.median(values), values));
    }

    /**
     * The lowest of the cell's unit values as {@link #of} takes them (each fork's, or each fresh JVM's, median of its
     * compared values): how low a cell without a usable interval, or not at steady state, was measured at best, which the
     * decision guide holds against the leaders' intervals where the cell's median would hide it; empty without samples.
     */
    public static Optional<Double> fastestUnit(ResultCell cell) {
        return lowestUnit(cell, cell.isCold() ? TimedRegion.openPlusWork(cell) : cell.samplesMillis());
    }

    /**
     * The lowest of the unit values of {@code values}, one per sample of the cell or one per unit as {@link #perSample}
     * takes them (the live heap read once per fork); empty without values.
     */
    public static Optional<Double> lowestUnit(ResultCell cell, List<Double> values) {
        if (values.isEmpty()) {
            return Optional.empty();
        }
        return ConfidenceInterval.unitMedians(values, unitNumbers(cell, values.size())).stream().min(Comparator.naturalOrder());
    }

    /**
     * The estimate over the units that measured {@code samples}; where a unit's median is not positive (no logarithm),
     * {@code median} on its units without an interval.
     */
    private static Estimate over(ResultCell cell, double median, List<Double> samples) {
        List<Integer> units = unitNumbers(cell, samples.size());
        return LogSummary.of(ConfidenceInterval.unitMedians(samples, units)).map(log -> Estimate.of(log, unit(cell)))
                .orElseGet(() -> new Estimate(median, Optional.empty(), ConfidenceInterval.unitCount(units), unit(cell)));
    }

    /**
     * The unit that measured each of {@code count} values: {@code samplesFork} for one value per sample; each unit in turn
     * for one value per unit (the live heap and resident memory, read once per fork); without either, a cold cell's every
     * sample is a fresh JVM of its own and any other cell's samples count as one unit (no interval can be claimed for them).
     */
    private static List<Integer> unitNumbers(ResultCell cell, int count) {
        if (cell.samplesFork().size() == count) {
            return cell.samplesFork();
        }
        List<Integer> units = cell.samplesFork().stream().distinct().toList();
        if (units.size() == count) {
            return units;
        }
        return IntStream.range(0, count).mapToObj(i -> cell.isCold() ? i + 1 : 1).toList();
    }

    private static int units(ResultCell cell) {
        return ConfidenceInterval.unitCount(unitNumbers(cell, cell.samplesMillis().size()));
    }

    private static String unit(ResultCell cell) {
        return cell.isCold() ? Estimate.FRESH_JVM : Estimate.FORK;
    }

    private static Long rows(BenchmarkRun write, ResultCell cell) {
        Long own = cell.rowsStored() != null ? cell.rowsStored() : cell.rowsExpected();
        if (own != null) {
            return own;
        }
        return write.cells().stream().map(ResultCell::rowsExpected).filter(Objects::nonNull).findFirst()
                .orElse(write.dataset().fromUserFile() ? null : write.dataset().rows());
    }
}
