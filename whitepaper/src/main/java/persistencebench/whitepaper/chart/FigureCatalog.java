package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.paper.PaperFigures;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BenchmarkRun;

import java.util.ArrayList;
import java.util.List;

/**
 * Decides which figures the available results support and builds them, in document order.
 * Figures whose data is absent (no channel sweep, no statement counts, ...) are simply not built.
 */
public final class FigureCatalog {

    private final PaperFigures paper;

    public FigureCatalog(PaperFigures paper) {
        this.paper = paper;
    }

    private List<Figure> writeFigures(BenchmarkRun write) {
        List<Figure> figures = new ArrayList<>();
        figures.add(WriteSecondsChart.create(write));
        WriteRowsPerSecondChart.create(write).ifPresent(figures::add);
        ChannelSweepChart.create(write).ifPresent(figures::add);
        PaperVsOursChart.write(write, paper).ifPresent(figures::add);
        return figures;
    }

    private List<Figure> readFigures(BenchmarkRun read) {
        List<Figure> figures = new ArrayList<>();
        for (String phase : read.phases()) {
            figures.add(ReadQueryTimeChart.create(read, phase));
            ReadLoadConnectChart.create(read, phase).ifPresent(figures::add);
        }
        ReadStatementsChart.create(read).ifPresent(figures::add);
        for (String phase : read.phases()) {
            PaperVsOursChart.read(read, paper, phase).ifPresent(figures::add);
        }
        return figures;
    }

    /** Every figure the available results support. */
    public List<Figure> all(AvailableResults results) {
        List<Figure> figures = new ArrayList<>();
        results.write().ifPresent(write -> figures.addAll(writeFigures(write)));
        results.read().ifPresent(read -> figures.addAll(readFigures(read)));
        return figures;
    }
}
