package persistencebench.whitepaper.results;

import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.harness.resultformat.CellField;

import java.util.List;
import java.util.Optional;

/**
 * One cell of a scaling study's step, as its file's {@code points} carry it: the step's case, size and heap, the
 * dataset size as a number ({@code scale}: purchases or trips) and the cell's figures, {@code null} where the cell had
 * none. Only a point that answered ({@link #charted()}) is ever drawn or compared.
 *
 * @param medianMillis the median sample's total time; {@code ci95} a 95 % interval over {@code ciUnits} units of what
 *                     {@code ciOf} names: the geometric mean of the units' times ({@code geomeanMillis}), or in a file
 *                     written before intervals were geometric the units' mean ({@code medianMillis})
 * @param liveHeapBytes the heap in use after a forced GC at the end of a sample, the median over the samples
 * @param residentBytes the forked JVM's resident memory (PSS) right after that GC, the median over the samples
 * @param serverResidentBytes the database server's processes' resident memory at the same point, where it has its own
 * @param peakHeapBytes the most heap in use during the cell's samples; {@code maxHeapBytes} the fork's limit (-Xmx)
 * @param rowsStored   write: the rows the store holds
 * @param checksumOk   write: whether the store's digest equalled the input's
 * @param bytesPerRow  write: the bytes on disk over the rows stored
 */
public record ScalingPoint(String step, ScalingCase scalingCase, String size, long scale, String heap, String id, String backend,
                           String variant, String database, String phase, String temperature, Boolean ok, String failure,
                           String skipped, Double medianMillis, List<Double> ci95, Integer ciUnits, String ciOf, Long liveHeapBytes,
                           Long residentBytes, Long serverResidentBytes, Long peakHeapBytes, Long maxHeapBytes,
                           Long rowsStored, Boolean checksumOk, Double bytesPerRow) {

    public ScalingPoint {
        ci95 = ci95 == null ? List.of() : List.copyOf(ci95);
    }

    /**
     * Whether the cell answered with a time and, for a store, proved its rows: a failed, skipped or unproven point is never
     * drawn, not even as zero.
     */
    public boolean charted() {
        return Boolean.TRUE.equals(ok) && skipped == null && !Boolean.FALSE.equals(checksumOk) && medianMillis != null
                && medianMillis > 0;
    }

    /**
     * The memory the contestant occupies on this machine: the fork's resident memory plus its server's where it has one;
     * null when either was not read, so a server contestant whose server went unread is never drawn as its fork alone.
     */
    public Long totalResidentBytes() {
        boolean server = database != null && Database.of(database).map(db -> db.placement() != Database.Placement.IN_PROCESS).orElse(true);
        if (residentBytes == null || server && serverResidentBytes == null) {
            return null;
        }
        return residentBytes + (server ? serverResidentBytes : 0);
    }

    public ScalingContestant contestant() {
        return new ScalingContestant(backend, variant, database);
    }

    /** Whether it is a cold read cell, whose units are fresh JVMs rather than forks. */
    public boolean isCold() {
        return ResultCell.COLD.equals(temperature);
    }

    /** Whether it is a hot read cell: measured on an already open service. */
    public boolean isHot() {
        return temperature != null && !isCold();
    }

    /**
     * The sample time with its interval: the geometric mean and its interval where the file records them
     * ({@link Estimate#recorded}); in a file written before, the median with the arithmetic interval recorded then, which
     * supports no comparison on the log scale. Without an interval it rests on one unit.
     */
    public Estimate time() {
        int units = ciUnits == null ? 1 : ciUnits;
        boolean geometric = CellField.GEOMEAN_MILLIS.key().equals(ciOf);
        // a geometric interval is positive; an arithmetic one of an older file may start at zero (a whisker to the axis)
        Optional<ConfidenceInterval> interval = ci95.size() == 2 && units >= 2 && (geometric ? ci95.get(0) > 0 : ci95.get(0) >= 0)
                ? Optional.of(new ConfidenceInterval(ci95.get(0), ci95.get(1), units)) : Optional.empty();
        String unit = isCold() ? Estimate.FRESH_JVM : Estimate.FORK;
        return geometric ? Estimate.recorded(medianMillis, interval, units, unit) : new Estimate(medianMillis, interval, units, unit);
    }

    /**
     * A write point's rows per second at the median time, its interval the reciprocal of the time's, as
     * {@link Compared#rowsPerSecond} derives a write cell's: over the rows stored, or over the trips where the cell stores
     * none (the load-only baseline parses them all). Empty for a read point and for one that did not answer.
     */
    public Optional<Estimate> rowsPerSecond() {
        if (scalingCase != ScalingCase.WRITE || !charted()) {
            return Optional.empty();
        }
        return Optional.of(time().reciprocal((rowsStored == null ? scale : rowsStored) * 1000.0));
    }
}
