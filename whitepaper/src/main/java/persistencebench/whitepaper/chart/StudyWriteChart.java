package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BenchmarkRun;
import persistencebench.whitepaper.results.ResultCell;
import persistencebench.whitepaper.study.LikeForLike;
import persistencebench.whitepaper.study.PublishedFigures;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Figure: the study's published write figures beside our like-for-like cells, in rows per second because
 * our run may load a different number of rows. A published figure with a channel count is set only against
 * our cells with that channel count; where we have none, its bar says "not measured here".
 */
public final class StudyWriteChart {

    public static final String NAME = "study-vs-ours-write";

    private StudyWriteChart() {
    }

    /** The figure; empty when the study published no write figure. */
    public static Optional<Figure> create(BenchmarkRun write, PublishedFigures study) {
        List<Bar> bars = new ArrayList<>();
        List<ResultCell> charted = new ArrayList<>();
        for (PublishedFigures.WriteFigure figure : study.write().figures()) {
            List<ResultCell> ours = LikeForLike.matches(write, figure);
            charted.addAll(ours);
            double published = LikeForLike.publishedRowsPerSecond(study.write(), figure) / 1000.0;
            String label = figure.label() + " · published" + (ours.isEmpty() ? " — ours: not measured here" : "");
            bars.add(Bar.plain(label, Palette.of(write.catalogue(), figure.backend()), Shade.PUBLISHED, null,
                    published, null, null, "k rows/s"));
            for (ResultCell cell : ours) {
                WriteRates.bar(write, cell, CellBars.label(write, cell) + " · ours").ifPresent(bars::add);
            }
        }
        BarChartSpec spec = new BarChartSpec(
                "Write: the study's published figures beside ours (higher is better)",
                "Study: " + Quantities.count(study.write().rows()) + " rows, single runs on its own machine; ours: "
                        + RunDescriptions.dataset(write) + ", whole timed region. Channel counts matched; different"
                        + " hardware and timer definitions (see the table) — compare ratios, not absolutes. The study's single"
                        + " runs have no interval." + CellBars.openEnded(bars),
                CellBars.footnote(write, charted) + " · study: " + study.environment(),
                "thousand rows per second",
                List.of(new Facet("", bars)), List.of());
        if (spec.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Figure.ofBars(NAME, "The study's write figures beside ours (rows per second)",
                spec));
    }
}
