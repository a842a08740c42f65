package persistencebench.whitepaper.document;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.IntStream;
import persistencebench.whitepaper.chart.ConcurrentReadsChart;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.TimedRegion;

/**
 * How the concurrent readers' forks ordered their cells and what the drift check found, from the run's cells: each
 * fork ran the thread counts in the order its cells record (each pair of forks an order and its reverse), so time in a
 * fork favours no thread count; and at its end each fork measured its first cell of each query again, whose throughput over the first
 * measurement's shows what the fork's time changed. A drift larger than half the cell's 95 % interval is named: there
 * the fork's time (a warm-up not complete, or a heap, cache or machine that changed) moved the figure by more than the
 * cell's precision.
 */
final class ConcurrentOrderAndDrift {

    private ConcurrentOrderAndDrift() {
    }

    /** The paragraph, or empty when the cells record neither order nor drift (files written before forks). */
    static String render(BenchmarkRun read) {
        List<ConcurrentReadCell> measured = read.concurrentReads().stream().filter(ConcurrentReadCell::measured).toList();
        List<String> orders = measured.stream().map(ConcurrentReadCell::threadOrder).filter(Objects::nonNull).findFirst().orElse(List.of());
        if (orders.isEmpty()) {
            return "";
        }
        int forks = orders.size();
        boolean pairsReversed = forks > 1 && IntStream.range(0, forks / 2).allMatch(pair -> reversed(orders.get(2 * pair)).equals(orders.get(2 * pair + 1)));
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "Each contestant's cells ran in %d fork%s, in rounds across"
                + " the contestants (every contestant's first fork, then every contestant's second, ...), and a cell's figures pool"
                + " them: %s. The fork%s ran the thread counts in the order%s %s, every contestant alike%s.", forks, forks == 1 ? "" : "s",
                forks == 1 ? "one fork gives no interval, so no comparison below rests on one" : "the geometric mean of the forks' throughputs,"
                        + " with its 95 % interval (Student's t on the log scale), and latency percentiles over every fork's operations",
                forks == 1 ? "" : "s", forks == 1 ? "" : "s", String.join("; ", orders), pairsReversed ? "; each pair of forks ran an order and"
                        + " its reverse, so that time in a fork (a JIT still compiling, a heap still growing) favours no thread count within"
                        + " a pair, and the count measured right after the fork's warm-up changes from fork to fork" + (forks % 2 == 1
                        ? String.format(Locale.ROOT, "; the last of the %d forks adds its own order's bias to %s of each cell", forks,
                        forks == 3 ? "a third" : "1/" + forks) : "") : ""));
        return text.append(drift(read, measured)).append('\n').toString();
    }

    /** "8,4,2,1" for "1,2,4,8". */
    private static String reversed(String order) {
        List<String> counts = new ArrayList<>(List.of(order.split(",")));
        Collections.reverse(counts);
        return String.join(",", counts);
    }

    /** The drift check's result: the range of end-over-start ratios and the cells whose drift exceeds their interval. */
    private static String drift(BenchmarkRun read, List<ConcurrentReadCell> measured) {
        List<Double> ratios = new ArrayList<>();
        List<String> beyond = new ArrayList<>();
        long judged = 0;
        for (ConcurrentReadCell cell : measured) {
            if (cell.drift() == null || cell.drift().isEmpty()) {
                continue;
            }
            cell.drift().stream().map(ConcurrentReadCell.Drift::endOverStart).filter(Objects::nonNull).forEach(ratios::add);
            if (cell.driftBeyondInterval() != null) {
                judged++;
            }
            if (Boolean.TRUE.equals(cell.driftBeyondInterval())) {
                beyond.add(ConcurrentReadsChart.contestant(read, cell) + ", " + cell.query() + " query, " + cell.connectionMode() + ", "
                        + cell.threads() + " thread(s) (" + cell.drift().stream().map(d -> String.format(Locale.ROOT, "fork %d: %.2f",
                        d.fork(), d.endOverStart())).reduce((a, b) -> a + ", " + b).orElse("") + ")");
            }
        }
        if (ratios.isEmpty()) {
            return "";
        }
        ratios.sort(null);
        String range = String.format(Locale.ROOT, " At its end each fork measured its first `shared` cell of each query again, the same"
                + " way: over the run's %d such measurements the end's throughput was %.2f to %.2f times the start's (median %.2f;"
                + " above 1 the fork had got faster).", ratios.size(), ratios.get(0), ratios.get(ratios.size() - 1), TimedRegion.median(ratios));
        if (judged == 0) {
            return range + " With one fork no interval judges these drifts.";
        }
        return range + (beyond.isEmpty() ? String.format(Locale.ROOT, " In all %d cells measured again the drift stayed within half"
                + " the width of the cell's 95 %% interval. That is a coarse test (half an interval over three forks is about 2.5"
                + " standard deviations of the forks), not a proof that every warm-up was complete.", judged)
                : String.format(Locale.ROOT, " In %d of the %d cells measured again the drift exceeded half the width of the cell's 95 %%"
                + " interval: the fork's own time moved the figure by more than the cell's uncertainty (faster at the end: a warm-up"
                + " that was not complete; slower: a heap, a cache or the machine that changed), and the cell's figure carries that:"
                + " %s.", beyond.size(), judged,
                String.join("; ", beyond)));
    }
}
