package persistencebench.whitepaper.compare;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.plan.CellClass;

/**
 * How the cells of one class compare between the runs: how many, how many the second run measured faster, slower or
 * equal within the margin, how many the runs do not resolve or cannot judge (a value without an interval, a cell not at
 * steady state in either run), and the
 * median of the second's values over the first's with the 10th and 90th percentiles of those ratios: their spread
 * across the cells, not an interval.
 */
public record ClassSummary(CellClass cellClass, int cells, int faster, int slower, int equal, int notResolved, int noInterval,
                           int notSteady, double medianRatio, double lowRatio, double highRatio) {

    /** One summary per class present in {@code cells}, in the classes' order. */
    static List<ClassSummary> of(List<CellComparison> cells) {
        Map<CellClass, List<CellComparison>> byClass = new EnumMap<>(CellClass.class);
        cells.forEach(cell -> byClass.computeIfAbsent(cell.cellClass(), k -> new ArrayList<>()).add(cell));
        List<ClassSummary> summaries = new ArrayList<>();
        byClass.forEach((cellClass, members) -> {
            int[] counts = new int[6];
            for (CellComparison cell : members) {
                if (!cell.steady()) {
                    counts[5]++;
                    continue;
                }
                switch (cell.verdict()) {
                    case LOWER -> counts[0]++;
                    case HIGHER -> counts[1]++;
                    case EQUAL -> counts[2]++;
                    case NOT_RESOLVED -> counts[3]++;
                    case NO_INTERVAL -> counts[4]++;
                }
            }
            double[] ratios = members.stream().mapToDouble(cell -> cell.ratio().value()).sorted().toArray();
            summaries.add(new ClassSummary(cellClass, members.size(), counts[0], counts[1], counts[2], counts[3], counts[4], counts[5],
                    quantile(ratios, 0.5), quantile(ratios, 0.1), quantile(ratios, 0.9)));
        });
        return summaries;
    }

    /** The {@code q} quantile of sorted {@code values}, interpolated between the two nearest ranks. */
    static double quantile(double[] values, double q) {
        double position = q * (values.length - 1);
        int below = (int) Math.floor(position);
        int above = (int) Math.ceil(position);
        return values[below] + (values[above] - values[below]) * (position - below);
    }
}
