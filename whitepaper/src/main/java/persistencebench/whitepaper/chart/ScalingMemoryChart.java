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
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * Figures: what each read contestant's open service occupies against the bookstore's purchases, both axes logarithmic,
 * at each size the largest value among the contestant's hot cells (a hot fork's service grows as its phases fill its
 * caches, so the largest is what it held once all had run). One figure of the live heap after a forced GC, one of the
 * resident memory of the fork and its database server together ({@link ScalingPoint#totalResidentBytes}); what each
 * leaves out is said beside them ({@code ScalingSection}). No whiskers: the intervals are of times.
 */
public final class ScalingMemoryChart {

    public static final String LIVE_HEAP = "scaling-read-live-heap";
    public static final String RESIDENT = "scaling-read-resident-memory";

    private static final double MIB = 1024.0 * 1024.0;
    private static final Predicate<ScalingPoint> HOT_READ = point -> point.scalingCase() == ScalingCase.READ && point.isHot();

    private ScalingMemoryChart() {
    }

    /** The live heap's figure, or empty when no hot read point recorded it. */
    public static Optional<Figure> liveHeap(ScalingRun study, BackendCatalogue catalogue) {
        return create(study, catalogue, ScalingPoint::liveHeapBytes, LIVE_HEAP,
                "Scaling, read case: live heap of the open service against bookstore size",
                "At each size the largest live heap after a forced GC (garbage excluded) among the contestant's hot cells%s;"
                        + " not in it: a server's buffers, SQLite's page cache, the object graphs' entity cache, the OS page cache.",
                "MiB live after GC (log₁₀ scale)");
    }

    /** The resident memory's figure, or empty when no hot read point recorded it. */
    public static Optional<Figure> resident(ScalingRun study, BackendCatalogue catalogue) {
        return create(study, catalogue, ScalingPoint::totalResidentBytes, RESIDENT,
                "Scaling, read case: resident memory of the fork and its server against bookstore size",
                "At each size the largest resident memory (PSS) among the contestant's hot cells, read right after the forced"
                        + " GC: the forked JVM%s, with its committed heap, plus the database server's process tree where it"
                        + " has one; an in-process engine's memory is the fork's; the OS page cache is in neither.",
                "MiB resident (log₁₀ scale)");
    }

    private static Optional<Figure> create(ScalingRun study, BackendCatalogue catalogue, Function<ScalingPoint, Long> bytes, String name,
                                           String title, String subtitleFormat, String yAxis) {
        List<ScalingCurve> curves = study.curves(catalogue, HOT_READ.and(point -> bytes.apply(point) != null && bytes.apply(point) > 0));
        if (curves.isEmpty()) {
            return Optional.empty();
        }
        ScalingStyle style = new ScalingStyle(study, catalogue, curves);
        List<LogLogChart.Line> lines = new ArrayList<>();
        for (ScalingCurve curve : curves) {
            Map<Long, Long> largest = curve.points().stream().collect(Collectors.toMap(ScalingPoint::scale, bytes, Math::max, TreeMap::new));
            lines.add(style.line(curve, lines.size(), largest.entrySet().stream()
                    .map(e -> LogLogChart.Point.bare(e.getKey(), e.getValue() / MIB)).toList()));
        }
        List<String> heaps = study.points(HOT_READ).stream().map(ScalingPoint::heap).filter(heap -> heap != null).distinct().toList();
        String inHeaps = heaps.isEmpty() ? "" : ", in forked JVMs of -Xmx" + String.join(", -Xmx", heaps);
        LogLogChart.Texts texts = new LogLogChart.Texts(title.replace(" case:", ":"),
                String.format(subtitleFormat, inHeaps) + style.leftOut(study.points(HOT_READ)), RunDescriptions.footnote(study),
                "purchases in the bookstore (log₁₀ scale)", yAxis);
        return Optional.of(Figure.of(name, title, LogLogChart.of(texts, lines)));
    }
}
