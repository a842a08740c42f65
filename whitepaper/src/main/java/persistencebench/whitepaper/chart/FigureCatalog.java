package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.guide.DecisionGuide;
import persistencebench.whitepaper.results.AvailableResults;
import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ConcurrentReadCell;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.results.ScalingRun;
import persistencebench.whitepaper.study.PublishedFigures;
import persistencebench.whitepaper.study.SqlReferenceFigures;
import persistencebench.whitepaper.study.StudyResources;

import java.util.ArrayList;
import java.util.List;

/**
 * Decides which figures the available results support and builds them, in document order.
 * Figures whose data is absent (no channel sweep, no statement counts, only failed cells, ...) are not built.
 */
public final class FigureCatalog {

    /** The SQL references' published figures, drawn beside our concurrent readers where they measured the same kind. */
    private static final SqlReferenceFigures SQL_REFERENCES = new StudyResources().sqlReferenceFigures();

    private final PublishedFigures study;

    public FigureCatalog(PublishedFigures study) {
        this.study = study;
    }

    /** Every figure the available results support, the decision guide's rows first as the document shows them. */
    public List<Figure> all(AvailableResults results) {
        List<Figure> figures = new ArrayList<>(GuideForestChart.create(DecisionGuide.rows(results)));
        results.write().ifPresent(write -> figures.addAll(writeFigures(write)));
        results.read().ifPresent(read -> figures.addAll(readFigures(read)));
        results.scaling().ifPresent(study -> figures.addAll(scalingFigures(study, results.scalingCatalogue())));
        return figures;
    }

    /** The scaling study's: each read phase's time, the read services' heap and resident memory, the write rate and bytes per trip. */
    private static List<Figure> scalingFigures(ScalingRun study, BackendCatalogue catalogue) {
        List<Figure> figures = new ArrayList<>();
        study.readPhases().forEach(phase -> ScalingReadTimeChart.create(study, catalogue, phase).ifPresent(figures::add));
        ScalingMemoryChart.liveHeap(study, catalogue).ifPresent(figures::add);
        ScalingMemoryChart.resident(study, catalogue).ifPresent(figures::add);
        ScalingWriteRateChart.create(study, catalogue).ifPresent(figures::add);
        ScalingBytesPerTripChart.create(study, catalogue).ifPresent(figures::add);
        return figures;
    }

    private List<Figure> writeFigures(BenchmarkRun write) {
        List<Figure> figures = new ArrayList<>();
        WriteSecondsChart.create(write).ifPresent(figures::add);
        WriteRowsPerSecondChart.create(write).ifPresent(figures::add);
        ChannelSweepChart.create(write).ifPresent(figures::add);
        StudyWriteChart.create(write, study).ifPresent(figures::add);
        ReadBackLatencyChart.create(write).ifPresent(figures::add);
        SingleOpsLatencyChart.create(write).ifPresent(figures::add);
        SqlEngineWriteChart.create(write).ifPresent(figures::add);
        return figures;
    }

    private List<Figure> readFigures(BenchmarkRun read) {
        List<Figure> figures = new ArrayList<>();
        for (String phase : read.phases()) {
            read.cells(phase).stream().map(ResultCell::temperature).distinct()
                    .forEach(temperature -> ReadTimeChart.create(read, phase, temperature).ifPresent(figures::add));
        }
        ReadStatementsChart.create(read).ifPresent(figures::add);
        PagingChart.create(read).ifPresent(figures::add);
        for (String phase : read.phases()) {
            StudyReadChart.create(read, study, phase).ifPresent(figures::add);
        }
        for (String phase : read.phases()) {
            SqlEngineReadChart.create(read, phase).ifPresent(figures::add);
        }
        for (String query : read.concurrentReads().stream().map(ConcurrentReadCell::query).distinct().toList()) {
            ConcurrentReadsChart.databases(read, query)
                    .forEach(database -> ConcurrentReadsChart.create(read, query, database, SQL_REFERENCES).ifPresent(figures::add));
        }
        return figures;
    }
}
