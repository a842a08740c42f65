package persistencebench.whitepaper.document;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import persistencebench.whitepaper.chart.ConcurrentReadsChart;
import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Verdict;

/**
 * What the thread counts did to each line of a query (a contestant in a mode), said only as far as the intervals allow
 * (fairness rule 10): a line's throughput at its most threads is higher or lower than at its fewest only where the two
 * ratio's 95 % interval over the forks excludes 1 ({@link Verdict}), with that interval; equal only within the margin;
 * otherwise not resolved by this run. A line without intervals (one fork) gets no claim.
 */
final class ConcurrentScaling {

    private ConcurrentScaling() {
    }

    /** The sentence for {@code query}, or empty when no line has two thread counts. */
    static String render(BenchmarkRun read, String query) {
        Map<String, List<ConcurrentReadCell>> lines = new LinkedHashMap<>();
        read.concurrentReads().stream().filter(c -> query.equals(c.query()) && c.measured() && c.opsPerSecond() != null)
                .forEach(c -> lines.computeIfAbsent(c.backend() + "/" + c.variant() + "@" + c.database() + " " + c.connectionMode(),
                        k -> new ArrayList<>()).add(c));
        List<List<ConcurrentReadCell>> withTwoCounts = lines.values().stream()
                .map(cells -> cells.stream().sorted(Comparator.comparing(ConcurrentReadCell::threads)).toList())
                .filter(cells -> cells.size() >= 2).toList();
        if (withTwoCounts.isEmpty()) {
            return "";
        }
        int fewest = withTwoCounts.stream().mapToInt(cells -> cells.get(0).threads()).min().orElseThrow();
        int most = withTwoCounts.stream().mapToInt(cells -> cells.get(cells.size() - 1).threads()).max().orElseThrow();
        List<String> higher = new ArrayList<>();
        List<String> lower = new ArrayList<>();
        List<String> tied = new ArrayList<>();
        List<String> equal = new ArrayList<>();
        List<String> unjudged = new ArrayList<>();
        for (List<ConcurrentReadCell> cells : withTwoCounts) {
            ConcurrentReadCell first = cells.get(0);
            ConcurrentReadCell last = cells.get(cells.size() - 1);
            String name = ConcurrentReadsChart.contestant(read, first) + ", " + first.connectionMode()
                    + (first.threads() == fewest && last.threads() == most ? "" : " (its cells: " + first.threads() + " to " + last.threads()
                    + " threads)");
            Estimate ratio = last.throughput().over(first.throughput());
            switch (Verdict.ofRatio(ratio)) {
                case NO_INTERVAL -> unjudged.add(name);
                case HIGHER -> higher.add(name + " (" + IntervalText.factor(ratio) + ")");
                case LOWER -> lower.add(name + " (" + IntervalText.factor(ratio) + ")");
                case EQUAL -> equal.add(name);
                case NOT_RESOLVED -> tied.add(name);
            }
        }
        List<String> parts = new ArrayList<>();
        if (!higher.isEmpty()) {
            parts.add("higher at " + most + " threads than at " + fewest + " for " + Labels.list(higher));
        }
        if (!lower.isEmpty()) {
            parts.add("lower for " + Labels.list(lower));
        }
        if (!equal.isEmpty()) {
            parts.add("equal within " + IntervalText.equivalenceMargin() + " for " + Labels.list(equal));
        }
        if (!tied.isEmpty()) {
            parts.add(Verdict.NOT_RESOLVED_TEXT + " for " + Labels.list(tied));
        }
        if (!unjudged.isEmpty()) {
            parts.add("not judged (one fork, no interval) for " + Labels.list(unjudged));
        }
        return "From " + fewest + " to " + most + " threads, by the 95 % interval of the ratio over the forks, the " + query + " query's throughput"
                + " was " + String.join("; ", parts) + ".\n";
    }
}
