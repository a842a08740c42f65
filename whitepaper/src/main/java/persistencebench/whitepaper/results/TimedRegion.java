package persistencebench.whitepaper.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * The timed region of a cell (fairness rule 1): every sample is open + work + close. Write cells and
 * cold read cells are compared by different parts of it — a write by the whole region, a cold read by
 * open + work, the open service plus all of the phase's queries (the median over the per-sample sums), a hot read
 * by its work alone — and charts draw the region's three parts as they were in the median sample. How sure each
 * compared value is: {@link Compared}.
 */
public final class TimedRegion {

    private TimedRegion() {
    }

    /**
     * The value cells are ranked and compared by: for a cold read the median over samples of open + work,
     * otherwise the median total. {@code null} when the cell has no median.
     */
    public static Double comparableMillis(ResultCell cell) {
        if (cell.isCold()) {
            List<Double> sums = openPlusWork(cell);
            if (!sums.isEmpty()) {
                return median(sums);
            }
            if (cell.openMillis() != null && cell.workMillis() != null) {
                return cell.openMillis() + cell.workMillis();
            }
        }
        return cell.medianMillis();
    }

    /**
     * The open, work and close parts of the median sample (for an even count, the mean of the two middle
     * samples' parts), scaled so that they add up to the median total. Empty when the cell does not record
     * the three parts of every sample (hot reads record only work).
     */
    public static Optional<List<Double>> medianParts(ResultCell cell) {
        List<Double> open = cell.openSamplesMillis();
        List<Double> work = cell.workSamplesMillis();
        List<Double> close = cell.closeSamplesMillis();
        int n = work.size();
        if (n == 0 || open.size() != n || close.size() != n || cell.medianMillis() == null) {
            return Optional.empty();
        }
        List<Integer> byTotal = IntStream.range(0, n).boxed()
                .sorted(Comparator.comparingDouble(i -> open.get(i) + work.get(i) + close.get(i))).toList();
        List<Integer> middle = n % 2 == 1 ? List.of(byTotal.get(n / 2)) : List.of(byTotal.get(n / 2 - 1), byTotal.get(n / 2));
        double[] parts = new double[3];
        for (int i : middle) {
            parts[0] += open.get(i) / middle.size();
            parts[1] += work.get(i) / middle.size();
            parts[2] += close.get(i) / middle.size();
        }
        double sum = parts[0] + parts[1] + parts[2];
        if (sum <= 0) {
            return Optional.empty();
        }
        double scale = cell.medianMillis() / sum;
        return Optional.of(List.of(parts[0] * scale, parts[1] * scale, parts[2] * scale));
    }

    /** The median of {@code values}, which must not be empty. */
    public static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
    }

    /** Each sample's open + work, in sample order; empty when the cell does not record both parts of every sample. */
    public static List<Double> openPlusWork(ResultCell cell) {
        List<Double> open = cell.openSamplesMillis();
        List<Double> work = cell.workSamplesMillis();
        List<Double> sums = new ArrayList<>();
        if (open.size() == work.size()) {
            for (int i = 0; i < open.size(); i++) {
                sums.add(open.get(i) + work.get(i));
            }
        }
        return sums;
    }
}
