package persistencebench.whitepaper.chart;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.format.RunDescriptions;
import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.Database;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.ScalingContestant;
import persistencebench.whitepaper.results.ScalingCurve;
import persistencebench.whitepaper.results.ScalingPoint;
import persistencebench.whitepaper.results.ScalingRun;

import java.awt.Color;
import java.awt.Shape;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * How a scaling chart names and draws its contestants: each line labelled and coloured as every other chart does it,
 * from the result files' {@code backends} sections (shaded by variant kind, "(floor)" after a floor), a backend none
 * describes in a colour of a fixed sequence by its line's place; each database engine of the chart its own marker; and
 * the footnote on the whiskers and the study.
 */
final class ScalingStyle {

    private static final List<Shape> MARKERS = List.of(new Ellipse2D.Double(-4, -4, 8, 8), new Rectangle2D.Double(-4, -4, 8, 8),
            triangle(), new Rectangle2D.Double(-3, -6, 6, 12));

    private final ScalingRun study;
    private final BackendCatalogue catalogue;
    private final List<String> databases;

    /** The style of a chart of {@code curves}, named from {@code catalogue}. */
    ScalingStyle(ScalingRun study, BackendCatalogue catalogue, List<ScalingCurve> curves) {
        this.study = study;
        this.catalogue = catalogue;
        this.databases = curves.stream().map(curve -> curve.contestant().database()).distinct().sorted(Database.order()).toList();
    }

    /** The line of {@code curve}, the {@code index}-th of its chart, through {@code points}. */
    LogLogChart.Line line(ScalingCurve curve, int index, List<LogLogChart.Point> points) {
        ScalingContestant contestant = curve.contestant();
        Color colour = catalogue.colour(contestant.backend()).isPresent()
                ? Palette.fill(Palette.of(catalogue, contestant.backend()), Shade.of(catalogue.kind(contestant.backend(), contestant.variant())))
                : Palette.stable(index);
        return new LogLogChart.Line(Labels.curve(catalogue, study, curve), colour, MARKERS.get(databases.indexOf(contestant.database()) % MARKERS.size()), points);
    }

    /**
     * The footnote: the whiskers' line ("Whiskers: 95 % interval over 3 forks per point ...") when {@code estimate} gives
     * some point of {@code curves} one, then the study's date, machine and durability.
     */
    String footnote(List<ScalingCurve> curves, Function<ScalingCurve, List<Estimate>> estimate) {
        List<Estimate> all = curves.stream().flatMap(curve -> estimate.apply(curve).stream()).toList();
        String over = all.stream().filter(Estimate::hasInterval).collect(Collectors.groupingBy(Estimate::unit, TreeMap::new,
                        Collectors.summarizingInt(Estimate::units))).entrySet().stream()
                .map(e -> CellBars.range(e.getValue()) + " " + e.getKey() + "s").collect(Collectors.joining(" or "));
        String whiskers = over.isEmpty() ? "" : "Whiskers: 95 % interval over " + over + " per point; one reaching zero runs to the"
                + " axis's bottom, one without an upper end to its top.";
        List<String> single = all.stream().filter(e -> !e.hasInterval()).map(IntervalText::oneUnit).distinct().toList();
        if (!single.isEmpty()) {
            whiskers += (whiskers.isEmpty() ? "" : " ") + "A point without a whisker rests on " + String.join(" or ", single) + ".";
        }
        return (whiskers.isEmpty() ? "" : whiskers + "\n") + RunDescriptions.footnote(study);
    }

    /**
     * " Left out (failed or skipped): MicroStream · tuned at large, MongoDB · tuned at every size." for the points of the
     * chart's selection that did not answer, or an empty string.
     */
    String leftOut(List<ScalingPoint> points) {
        Map<ScalingContestant, List<String>> sizes = new LinkedHashMap<>();
        points.stream().filter(point -> !point.charted()).forEach(point -> sizes.computeIfAbsent(point.contestant(), c -> new ArrayList<>())
                .add(point.size() == null ? Quantities.count(point.scale()) + " " + point.scalingCase().scaleUnit() : point.size()));
        List<String> names = sizes.entrySet().stream().map(e -> {
            ScalingContestant contestant = e.getKey();
            boolean never = points.stream().noneMatch(point -> point.contestant().equals(contestant) && point.charted());
            return Labels.contestant(catalogue, contestant.backend(), contestant.variant(), contestant.database()) + " at "
                    + (never ? "every size" : Labels.list(e.getValue().stream().distinct().toList()));
        }).toList();
        return names.isEmpty() ? "" : " Left out (failed or skipped): " + String.join(", ", names) + ".";
    }

    private static Shape triangle() {
        Path2D.Double triangle = new Path2D.Double();
        triangle.moveTo(0, -5);
        triangle.lineTo(5, 4);
        triangle.lineTo(-5, 4);
        triangle.closePath();
        return triangle;
    }
}
