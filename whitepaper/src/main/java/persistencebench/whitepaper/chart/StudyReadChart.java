package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.study.LikeForLike;
import persistencebench.whitepaper.study.PublishedFigures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Figures: per query phase, the study's published query times beside our like-for-like cells, per query
 * (each side's total divided by its own query count). Each panel holds one of the study's runs ("cold",
 * "hot", "single run"); our bars say which of our cells match its definition (e.g. "ours, jvm-cold").
 */
public final class StudyReadChart {

    private StudyReadChart() {
    }

    /** The file name stem of the comparison for {@code phase}. */
    public static String name(String phase) {
        return "study-vs-ours-" + phase;
    }

    /** The comparison for {@code phase}; empty when the study published no query time for it. */
    public static Optional<Figure> create(BenchmarkRun read, PublishedFigures study, String phase) {
        Map<String, List<Bar>> panels = new LinkedHashMap<>();
        List<ResultCell> charted = new ArrayList<>();
        for (PublishedFigures.ReadFigure figure : study.read().figures()) {
            if (!figure.phase().equals(phase) || !figure.isQuery()) {
                continue;
            }
            List<Bar> bars = panels.computeIfAbsent("study: " + figure.run(), k -> new ArrayList<>());
            List<ResultCell> ours = LikeForLike.matches(read, figure);
            String label = figure.label() + " · published" + (ours.isEmpty() ? " — ours: not measured here" : "");
            bars.add(Bar.plain(label, Palette.of(read.catalogue(), figure.backend()), Shade.PUBLISHED, null,
                    LikeForLike.publishedMillis(study.read(), figure), null, null, "ms/query"));
            String selection = " · ours, " + figure.ours().kindOfCells();
            for (ResultCell cell : ours) {
                charted.add(cell);
                bars.add(CellBars.of(read, cell, CellBars.label(read, cell) + selection, LikeForLike.ours(cell, figure).orElseThrow(),
                        "ms/query"));
            }
        }
        List<Facet> facets = panels.entrySet().stream().map(e -> new Facet(e.getKey(), e.getValue())).toList();
        BarChartSpec spec = new BarChartSpec(
                "Read: " + Labels.phase(phase) + " — the study's query times beside ours, per query",
                "Study: size " + study.read().size() + ", " + study.read().queries(phase) + " queries per figure, single"
                        + " runs; ours: " + RunDescriptions.dataset(read) + ", work ÷ each cell's own query count, the geometric mean over its units."
                        + " Definitions differ (see the table). Lower is better.",
                CellBars.footnote(read, charted) + " · study: " + study.environment(),
                "milliseconds per query",
                facets, List.of());
        if (spec.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Figure.ofBars(name(phase), "Read case, " + Labels.phase(phase)
                + ": the study's query times beside ours, per query", spec));
    }
}
