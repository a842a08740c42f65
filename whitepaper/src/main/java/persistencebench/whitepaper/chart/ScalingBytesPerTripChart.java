package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.ScalingCase;
import persistencebench.whitepaper.results.ScalingCurve;
import persistencebench.whitepaper.results.ScalingPoint;
import persistencebench.whitepaper.results.ScalingRun;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Figure: each write contestant's bytes on disk per trip stored against the trips, both axes logarithmic (a flat line:
 * the store's size grows as the data). No whiskers: the bytes are those of one sample.
 */
public final class ScalingBytesPerTripChart {

    public static final String NAME = "scaling-write-bytes-per-trip";

    private static final Predicate<ScalingPoint> WRITE = point -> point.scalingCase() == ScalingCase.WRITE;

    private ScalingBytesPerTripChart() {
    }

    /** The figure, or empty when no write point recorded its bytes on disk. */
    public static Optional<Figure> create(ScalingRun study, BackendCatalogue catalogue) {
        List<ScalingCurve> curves = study.curves(catalogue, WRITE.and(point -> point.bytesPerRow() != null && point.bytesPerRow() > 0));
        if (curves.isEmpty()) {
            return Optional.empty();
        }
        ScalingStyle style = new ScalingStyle(study, catalogue, curves);
        List<LogLogChart.Line> lines = new ArrayList<>();
        for (ScalingCurve curve : curves) {
            lines.add(style.line(curve, lines.size(), curve.points().stream()
                    .map(point -> LogLogChart.Point.bare(point.scale(), point.bytesPerRow())).toList()));
        }
        LogLogChart.Texts texts = new LogLogChart.Texts("Scaling, write: bytes on disk per trip against trips (lower is better)",
                "The store's bytes on disk after the sample (tables and indexes, or storage files, garbage included) over the rows"
                        + " it stored; a flat line is a store that grows as the data; floors store nothing."
                        + style.leftOut(study.points(WRITE.and(point -> !study.isFloor(point)))),
                RunDescriptions.footnote(study), "trips stored (log₁₀ scale)", "bytes per trip (log₁₀ scale)");
        return Optional.of(Figure.of(NAME, "Scaling, write case: bytes on disk per trip against trips", LogLogChart.of(texts, lines)));
    }
}
