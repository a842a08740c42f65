package persistencebench.whitepaper.document;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import persistencebench.whitepaper.format.Labels;
import persistencebench.whitepaper.format.Quantities;
import persistencebench.whitepaper.results.BackendCatalogue;
import persistencebench.whitepaper.results.MemoryWallEntry;
import persistencebench.whitepaper.results.ScalingCase;
import persistencebench.whitepaper.results.ScalingCurve;
import persistencebench.whitepaper.results.ScalingPoint;
import persistencebench.whitepaper.results.ScalingRun;
import persistencebench.whitepaper.results.ScalingStep;

/** The scaling study's tables: its steps with their outcomes, the read services' memory, and the memory wall of the object graphs. */
final class ScalingTables {

    private ScalingTables() {
    }

    /** One row per step, in the order they ran: its outcome (with why, where it did not measure), time and result file. */
    static String steps(ScalingRun study) {
        AsciiDocTable table = new AsciiDocTable("The study's steps: each program it ran, in order, with its own result file",
                "<", "Step", "<", "Outcome", ">", "Seconds", "<", "Result file");
        for (ScalingStep step : study.steps()) {
            table.row(step.step(), step.outcome() + (step.reason() == null ? "" : ": " + step.reason()),
                    step.wallSeconds() == 0 ? "0 (kept from an interrupted study)" : Quantities.count(step.wallSeconds()),
                    step.file() == null ? "none" : AsciiDocText.literal(step.file()));
        }
        return table.render();
    }

    /** One row per object-graph variant and heap: the largest size every cell answered, the first at which one failed. */
    static String wall(ScalingRun study, BackendCatalogue catalogue) {
        if (study.memoryWall().isEmpty()) {
            return "The study ran no wall part (" + AsciiDocText.literal("-Dcases") + " without " + ScalingCase.WALL.id() + ").\n";
        }
        AsciiDocTable table = new AsciiDocTable("The memory wall: per object-graph variant and fixed heap, the largest bookstore at"
                + " which every cell answered and the first at which one failed", "<", "Backend", "<", "Variant", "<", "Heap",
                "<", "Largest answered", "<", "First failed", "<", "Failure", "<", "Decided by");
        String largestTried = study.points(ScalingCase.WALL).stream().max(Comparator.comparingLong(ScalingPoint::scale))
                .map(ScalingPoint::size).orElse(null);
        String noFailure = largestTried == null ? "none" : "none up to " + largestTried + ", the largest tried";
        for (MemoryWallEntry entry : study.memoryWall()) {
            table.row(catalogue.label(entry.backend()), entry.variant(), entry.heap(), size(study, entry.largestAnswered(), "none"),
                    size(study, entry.firstFailed(), noFailure), entry.failure(), String.join(", ", entry.decidedBy()));
        }
        return "Each object-graph variant ran at each size of the wall in each fixed heap, enough to say whether it opens and answers"
                + " (" + AsciiDocText.literal("docs/method.md") + ", \"The scaling study\"): in a wall step, one cold JVM per query and"
                + " one hot fork; at the read part's heap, the read part's cold JVMs and hot forks instead, more of them and with"
                + " a database server beside them, so a stricter test of the same heap (Decided by names the steps). Only running"
                + " out of heap meets the wall; a size whose step did not run, or whose cell failed otherwise, counts neither way.\n\n"
                + table.render();
    }

    /**
     * One row per read contestant, one column per bookstore size of the read part: at that size the largest live heap and
     * the largest resident memory of fork plus server among its hot cells, as the memory figures draw them; empty when no
     * hot read cell recorded either.
     */
    static String memory(ScalingRun study, BackendCatalogue catalogue) {
        List<ScalingPoint> hot = study.points(point -> point.scalingCase() == ScalingCase.READ && point.isHot() && point.charted());
        if (hot.stream().allMatch(point -> point.liveHeapBytes() == null && point.totalResidentBytes() == null)) {
            return "";
        }
        return twoFiguresPerScale(study, catalogue, "Memory of the open services: live heap / resident memory of fork and server, in MiB,"
                + " the largest of each contestant's hot cells at each size", hot, point -> point.size() + " (MiB)",
                ScalingPoint::liveHeapBytes, ScalingPoint::totalResidentBytes);
    }

    /**
     * One row per write contestant, one column per trip count: the most heap its load used against its fork's limit,
     * where a store that keeps what it stored in the heap shows its bend; a contestant whose points recorded no peak has
     * no row, and the table is empty when none did.
     */
    static String writeHeap(ScalingRun study, BackendCatalogue catalogue) {
        List<ScalingPoint> written = study.points(point -> point.scalingCase() == ScalingCase.WRITE && point.charted()
                && point.peakHeapBytes() != null);
        if (written.isEmpty()) {
            return "";
        }
        return twoFiguresPerScale(study, catalogue, "Heap while storing: the most heap in use during the load / the fork's maximum heap,"
                + " in MiB, per trip count", written, point -> Quantities.count(point.scale()) + " trips", ScalingPoint::peakHeapBytes,
                ScalingPoint::maxHeapBytes);
    }

    /** A row per curve of {@code points}, a column per dataset size: the largest {@code first} / the largest {@code second} there, in MiB. */
    private static String twoFiguresPerScale(ScalingRun study, BackendCatalogue catalogue, String title, List<ScalingPoint> points,
                                             Function<ScalingPoint, String> header, Function<ScalingPoint, Long> first,
                                             Function<ScalingPoint, Long> second) {
        List<Long> scales = points.stream().map(ScalingPoint::scale).distinct().sorted().toList();
        List<String> columns = new ArrayList<>(List.of("<", "Contestant"));
        scales.forEach(scale -> columns.addAll(List.of(">", header.apply(points.stream().filter(point -> point.scale() == scale)
                .findFirst().orElseThrow()))));
        AsciiDocTable table = new AsciiDocTable(title, columns.toArray(String[]::new));
        for (ScalingCurve curve : study.curves(catalogue, points::contains)) {
            List<String> row = new ArrayList<>(List.of(Labels.curve(catalogue, study, curve)));
            for (long scale : scales) {
                List<ScalingPoint> atScale = curve.points().stream().filter(point -> point.scale() == scale).toList();
                row.add(atScale.isEmpty() ? "failed or not measured" : largest(atScale, first) + " / " + largest(atScale, second));
            }
            table.row(row.toArray(String[]::new));
        }
        return table.render();
    }

    private static String largest(List<ScalingPoint> points, Function<ScalingPoint, Long> bytes) {
        return points.stream().map(bytes).filter(Objects::nonNull).max(Long::compare).map(Quantities::mebibytes).orElse("–");
    }

    /** "small (1,000 purchases)", from a wall point of that size; {@code none} when there is no size. */
    private static String size(ScalingRun study, String size, String none) {
        if (size == null) {
            return none;
        }
        return study.points(ScalingCase.WALL).stream().filter(point -> size.equals(point.size())).map(ScalingPoint::scale).findFirst()
                .map(scale -> size + " (" + Quantities.count(scale) + " " + ScalingCase.WALL.scaleUnit() + ")").orElse(size);
    }
}
