package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.ScalingCase;
import persistencebench.whitepaper.results.ScalingCurve;
import persistencebench.whitepaper.results.ScalingPoint;
import persistencebench.whitepaper.results.ScalingRun;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Figure: what each read contestant's open service holds against the bookstore's purchases, both axes logarithmic: at
 * each size the largest live heap after a forced GC among the contestant's hot cells (a hot fork's service grows as its
 * phases fill its caches, so the largest is what it held once all had run). No whiskers: the intervals are of times.
 */
public final class ScalingHeapChart {

    public static final String NAME = "scaling-read-live-heap";

    private static final double MIB = 1024.0 * 1024.0;
    private static final Predicate<ScalingPoint> HOT_READ = point -> point.scalingCase() == ScalingCase.READ && point.isHot();

    private ScalingHeapChart() {
    }

    /** The figure, or empty when no hot read point recorded its live heap. */
    public static Optional<Figure> create(ScalingRun study, BackendCatalogue catalogue) {
        List<ScalingCurve> curves = study.curves(catalogue, HOT_READ.and(point -> point.liveHeapBytes() != null && point.liveHeapBytes() > 0));
        if (curves.isEmpty()) {
            return Optional.empty();
        }
        ScalingStyle style = new ScalingStyle(study, catalogue, curves);
        List<LogLogChart.Line> lines = new ArrayList<>();
        for (ScalingCurve curve : curves) {
            Map<Long, Long> largest = curve.points().stream().collect(Collectors.toMap(ScalingPoint::scale, ScalingPoint::liveHeapBytes,
                    Math::max, TreeMap::new));
            lines.add(style.line(curve, lines.size(), largest.entrySet().stream()
                    .map(e -> LogLogChart.Point.bare(e.getKey(), e.getValue() / MIB)).toList()));
        }
        List<String> heaps = study.points(HOT_READ).stream().map(ScalingPoint::heap).filter(heap -> heap != null).distinct().toList();
        LogLogChart.Texts texts = new LogLogChart.Texts("Scaling, read: live heap of the open service against bookstore size",
                "At each size the largest live heap after a forced GC (garbage excluded) among the contestant's hot cells"
                        + (heaps.isEmpty() ? "" : ", in forked JVMs of -Xmx" + String.join(", -Xmx", heaps))
                        + "; a database keeps its data in its server, outside this heap." + style.leftOut(study.points(HOT_READ)),
                RunDescriptions.footnote(study), "purchases in the bookstore (log₁₀ scale)", "MiB live after GC (log₁₀ scale)");
        return Optional.of(Figure.of(NAME, "Scaling, read case: live heap of the open service against bookstore size",
                LogLogChart.of(texts, lines)));
    }
}
