package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ScalingCase;
import persistencebench.whitepaper.results.ScalingCurve;
import persistencebench.whitepaper.results.ScalingPoint;
import persistencebench.whitepaper.results.ScalingRun;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Figure: a scaling study's write part, each contestant's rows per second against the trips it stored, both axes
 * logarithmic, the whisker the reciprocal of the time's 95 % interval ({@link ScalingPoint#rowsPerSecond}); points that
 * failed or were skipped are left out.
 */
public final class ScalingWriteRateChart {

    public static final String NAME = "scaling-write-rows-per-second";

    private static final Predicate<ScalingPoint> WRITE = point -> point.scalingCase() == ScalingCase.WRITE;

    private ScalingWriteRateChart() {
    }

    /** The figure, or empty when no write point answered. */
    public static Optional<Figure> create(ScalingRun study, BackendCatalogue catalogue) {
        List<ScalingCurve> curves = study.curves(catalogue, WRITE.and(point -> point.rowsPerSecond().isPresent()));
        if (curves.isEmpty()) {
            return Optional.empty();
        }
        ScalingStyle style = new ScalingStyle(study, catalogue, curves);
        List<LogLogChart.Line> lines = new ArrayList<>();
        for (ScalingCurve curve : curves) {
            lines.add(style.line(curve, lines.size(), curve.points().stream().map(ScalingWriteRateChart::point).toList()));
        }
        LogLogChart.Texts texts = new LogLogChart.Texts("Scaling, write: rows per second against trips (higher is better)",
                "Rows stored over the sample time (open + work + close; the geometric mean over the forks) at each trip count; a flat line is a constant"
                        + " rate, a time that grows as the data." + style.leftOut(study.points(WRITE)),
                style.footnote(curves, curve -> curve.points().stream().map(ScalingPoint::rowsPerSecond).flatMap(Optional::stream).toList()),
                "trips stored (log₁₀ scale)", "rows per second (log₁₀ scale)");
        return Optional.of(Figure.of(NAME, "Scaling, write case: rows per second against trips", LogLogChart.of(texts, lines)));
    }

    private static LogLogChart.Point point(ScalingPoint point) {
        Estimate rate = point.rowsPerSecond().orElseThrow();
        return rate.interval().map(ci -> new LogLogChart.Point(point.scale(), rate.value(), ci.low(), ci.high()))
                .orElseGet(() -> LogLogChart.Point.bare(point.scale(), rate.value()));
    }
}
