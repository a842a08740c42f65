package persistencebench.whitepaper.results;

import persistencebench.harness.measure.ConfidenceInterval;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * The one home of what a cell is compared by and how sure that value is ({@link Estimate}): every chart whisker, table
 * interval and ranking sentence takes its numbers from here. A write cell is compared by its total time, a hot read by
 * its work (its total: a hot sample has no open or close), a cold read by open + work ({@link TimedRegion}); the interval
 * is the result file's {@code ci95} where it is of that value, otherwise the same method over the per-sample values
 * grouped by the unit that measured them ({@code samplesFork}): forks, or for a cold cell fresh JVMs.
 */
public final class Compared {

    /** What {@code ciOf} says when a cell's interval is of its sample time. */
    private static final String CI_OF_MILLIS = "medianMillis";

    private Compared() {
    }

    /** The cell's compared value in milliseconds with its interval; empty when the cell has no median. */
    public static Optional<Estimate> of(ResultCell cell) {
        Double millis = TimedRegion.comparableMillis(cell);
        if (millis == null) {
            return Optional.empty();
        }
        if (cell.isCold()) {
            List<Double> sums = TimedRegion.openPlusWork(cell);
            return Optional.of(sums.isEmpty() ? new Estimate(millis, Optional.empty(), units(cell), unit(cell))
                    : over(cell, millis, sums));
        }
        if (cell.ciUnits() != null && (cell.ciOf() == null || CI_OF_MILLIS.equals(cell.ciOf()))) {
            return Optional.of(new Estimate(millis, recorded(cell), cell.ciUnits(), unit(cell)));
        }
        // a file written before cells carried their interval: the harness's method over the same samples
        return Optional.of(over(cell, millis, cell.samplesMillis()));
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
     * The median of one value per sample of the cell (e.g. its work divided by its query count, or its open time), with
     * the interval over the units that measured them; empty when the cell has no such values.
     */
    public static Optional<Estimate> perSample(ResultCell cell, List<Double> values) {
        return values.isEmpty() ? Optional.empty() : Optional.of(over(cell, TimedRegion.median(values), values));
    }

    private static Estimate over(ResultCell cell, double value, List<Double> samples) {
        List<Integer> units = unitNumbers(cell, samples.size());
        return new Estimate(value, ConfidenceInterval.overUnits(samples, units), ConfidenceInterval.unitCount(units), unit(cell));
    }

    private static Optional<ConfidenceInterval> recorded(ResultCell cell) {
        List<Double> ci = cell.ci95();
        return ci.size() == 2 && cell.ciUnits() >= 2 ? Optional.of(new ConfidenceInterval(ci.get(0), ci.get(1), cell.ciUnits()))
                : Optional.empty();
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
