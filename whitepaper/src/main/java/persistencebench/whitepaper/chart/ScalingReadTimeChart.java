package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.ScalingCurve;
import persistencebench.whitepaper.results.ScalingPhase;
import persistencebench.whitepaper.results.ScalingPoint;
import persistencebench.whitepaper.results.ScalingRun;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Figure: a scaling study's read phase at one temperature, each contestant's median sample time against the bookstore's
 * purchases, both axes logarithmic, whiskers the 95 % intervals; points that failed or were skipped are left out.
 */
public final class ScalingReadTimeChart {

    private ScalingReadTimeChart() {
    }

    /** The figure's name, e.g. {@code scaling-read-hot-purchasesOfForeigners}. */
    public static String name(ScalingPhase phase) {
        return "scaling-read-" + phase.temperature() + "-" + phase.phase();
    }

    /** The figure, or empty when no contestant answered in {@code phase}. */
    public static Optional<Figure> create(ScalingRun study, BackendCatalogue catalogue, ScalingPhase phase) {
        List<ScalingCurve> curves = study.curves(catalogue, phase::holds);
        if (curves.isEmpty()) {
            return Optional.empty();
        }
        ScalingStyle style = new ScalingStyle(study, catalogue, curves);
        List<LogLogChart.Line> lines = new ArrayList<>();
        for (ScalingCurve curve : curves) {
            lines.add(style.line(curve, lines.size(), curve.points().stream().map(ScalingReadTimeChart::point).toList()));
        }
        String what = Labels.phase(phase.phase()) + ", " + phase.temperature();
        List<ScalingPoint> selected = study.points(phase::holds);
        LogLogChart.Texts texts = new LogLogChart.Texts("Scaling, read: " + what + ", time against bookstore size (lower is better)",
                "Median sample time of each contestant at each bookstore size; a straight line is a power law whose slope is the"
                        + " power (1: the time grows as the data)." + style.leftOut(selected),
                style.footnote(curves, curve -> curve.points().stream().map(ScalingPoint::time).toList()),
                "purchases in the bookstore (log₁₀ scale)", "milliseconds per sample (log₁₀ scale)");
        return Optional.of(Figure.of(name(phase), "Scaling, read case: " + what + ", time against bookstore size",
                LogLogChart.of(texts, lines)));
    }

    private static LogLogChart.Point point(ScalingPoint point) {
        return point.time().interval().map(ci -> new LogLogChart.Point(point.scale(), point.medianMillis(), ci.low(), ci.high()))
                .orElseGet(() -> LogLogChart.Point.bare(point.scale(), point.medianMillis()));
    }
}
