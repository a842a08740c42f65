package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.paper.PaperFigures;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.CellOrder;
import persistencebench.whitepaper.results.ResultCell;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Figures: the original paper's published numbers beside our {@code paper} and {@code tuned}
 * cells for the same backend. The write comparison is in rows per second because our run may
 * load a different number of rows than the paper's 2.8 million; the read comparison is per
 * phase, cold beside hot, in milliseconds.
 */
public final class PaperVsOursChart {

    public static final String WRITE_NAME = "paper-vs-ours-write";
    private static final List<String> OUR_VARIANTS = List.of("paper", "tuned");

    private PaperVsOursChart() {
    }

    /** The file name stem of the read comparison for {@code phase}. */
    public static String readName(String phase) {
        return "paper-vs-ours-" + phase;
    }

    /** The write comparison; empty when the paper published nothing for our backends. */
    public static Optional<Figure> write(BenchmarkRun write, PaperFigures paper) {
        long paperRows = paper.write().rows();
        List<Bar> bars = new ArrayList<>();
        List<String> backends = paper.write().figures().stream().map(PaperFigures.WriteFigure::backend)
                .distinct().sorted(CellOrder.BACKEND).toList();
        for (String backend : backends) {
            for (PaperFigures.WriteFigure published : paper.write().figures()) {
                if (published.backend().equals(backend)) {
                    bars.add(Bar.of(published.label() + " · published", backend, Shade.PUBLISHED,
                            paperRows / published.seconds() / 1000.0, null, null, "k rows/s"));
                }
            }
            for (ResultCell cell : write.cells()) {
                Double rate = WriteRates.atMedian(write, cell);
                if (cell.backend().equals(backend) && isComparable(cell) && rate != null) {
                    bars.add(Bar.of(Labels.cell(cell) + " · ours", backend, shadeOf(cell), rate / 1000.0,
                            null, null, "k rows/s"));
                }
            }
        }
        BarChartSpec spec = new BarChartSpec(
                "Write: the original paper's figures beside ours (higher is better)",
                "Paper: " + Quantities.count(paperRows) + " rows on its own machine; ours: "
                        + RunDescriptions.dataset(write) + ". Different hardware — compare ratios, not absolutes.",
                RunDescriptions.footnote(write) + " · paper: " + paper.environment(),
                "thousand rows per second",
                List.of(new Facet("", bars)), List.of());
        return Optional.of(Figure.of(WRITE_NAME, "The original paper's write figures beside ours (rows per second)",
                new BarChartBuilder().build(spec)));
    }

    /** The read comparison of query times for {@code phase}; empty when the paper published none for it. */
    public static Optional<Figure> read(BenchmarkRun read, PaperFigures paper, String phase) {
        List<Facet> facets = new ArrayList<>();
        for (String temperature : List.of("cold", "hot")) {
            List<Bar> bars = new ArrayList<>();
            List<String> backends = paper.read().figures().stream()
                    .filter(f -> f.phase().equals(phase) && f.metric().equals("query"))
                    .map(PaperFigures.ReadFigure::backend).distinct().sorted(CellOrder.BACKEND).toList();
            for (String backend : backends) {
                paper.read().find(phase, backend, temperature, "query").ifPresent(published ->
                        bars.add(Bar.of(Labels.backend(backend) + " · published", backend, Shade.PUBLISHED,
                                published.millis(), null, null, "ms")));
                read.cells(phase).stream()
                        .filter(c -> c.backend().equals(backend) && temperature.equals(c.temperature()) && isComparable(c))
                        .forEach(c -> bars.add(Bar.of(Labels.cell(c) + " · ours", backend, shadeOf(c),
                                c.medianMillis(), c.hasSpread() ? c.minMillis() : null,
                                c.hasSpread() ? c.maxMillis() : null, "ms")));
            }
            facets.add(new Facet(temperature, bars));
        }
        BarChartSpec spec = new BarChartSpec(
                "Read: " + Labels.phase(phase) + " — the original paper's query times beside ours",
                "Paper: size " + paper.read().size() + " on its own machine; ours: " + RunDescriptions.dataset(read)
                        + ". Lower is better.",
                RunDescriptions.footnote(read) + " · paper: " + paper.environment(),
                "milliseconds per run",
                facets, List.of());
        if (spec.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Figure.of(readName(phase), "Read case, " + Labels.phase(phase)
                + ": the original paper's query times beside ours", new BarChartBuilder().build(spec)));
    }

    private static boolean isComparable(ResultCell cell) {
        return cell.backend().equals("csv") || OUR_VARIANTS.contains(cell.variant());
    }

    private static Shade shadeOf(ResultCell cell) {
        return Shade.ofVariant(cell.variant());
    }
}
