package persistencebench.scaling;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import persistencebench.harness.result.Json;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.ScalingField;
import persistencebench.harness.settings.HeapSize;
import persistencebench.model.bookstore.BookstoreSize;

/**
 * Where each object-graph variant meets its heap, from the wall steps' points: per backend, variant and heap, the
 * largest size at which every one of its cells answered, and the smallest larger size at which one failed, with that
 * failure. A size whose step did not run says nothing either way, so it is neither. Only a cell that ran out of heap
 * meets the wall; any other failure leaves its size undecided and, in a wall step, is a problem of the study
 * ({@link #otherFailures}). At the read part's heap its object-graph cells stand in for a wall step's, which the plan
 * then does not run ({@link ScalingPlan}): more cold JVMs and hot forks, with more warm-ups and a database server
 * beside them, so a stricter test of the same heap; each entry names the steps that decided it.
 */
final class MemoryWall {

    /** What a failed cell's reason says when the fork's heap ran out, whoever caught the error. */
    static final String OUT_OF_HEAP = "OutOfMemoryError";

    private MemoryWall() {
    }

    /** The wall steps' failed cells that did not run out of heap: a timeout, a crash, a wrong answer is no wall. */
    static List<String> otherFailures(List<ObjectNode> points) {
        return wallPoints(points).filter(p -> !p.has(CellField.SKIPPED.key())).filter(MemoryWall::failedOtherwise)
                .map(p -> p.path(ScalingField.STEP.key()).asText() + " " + p.path(CellField.ID.key()).asText() + ": "
                        + p.path(CellField.FAILURE.key()).asText()).toList();
    }

    /**
     * @param heaps        the wall's heaps, ascending; {@code sizes} its sizes, ascending
     * @param objectGraphs the object-graph backends: the wall's, whose read cells serve it at the read part's heap
     * @return an entry per contestant and heap at which some size was decided
     */
    static List<ObjectNode> of(List<ObjectNode> points, List<String> heaps, List<String> sizes, List<String> objectGraphs) {
        List<ObjectNode> wall = new ArrayList<>();
        List<String> ordered = sizes.stream().sorted((a, b) -> BookstoreSize.parse(a).compareTo(BookstoreSize.parse(b))).toList();
        List<ObjectNode> evidence = evidence(points, objectGraphs);
        for (List<String> contestant : contestants(evidence)) {
            for (String heap : heaps) {
                String largest = null;
                String firstFailed = null;
                String failure = null;
                Set<String> decidedBy = new LinkedHashSet<>();
                for (String size : ordered) {
                    List<ObjectNode> cells = evidence.stream().filter(p -> sameHeap(heap, p.path(ScalingField.HEAP.key()).asText())
                            && size.equals(p.path(ScalingField.SIZE.key()).asText()) && contestant.equals(key(p))).toList();
                    // a size with a cell that failed otherwise than out of heap is undecided: otherFailures names it
                    if (cells.isEmpty() || firstFailed != null || cells.stream().anyMatch(MemoryWall::failedOtherwise)) {
                        continue;
                    }
                    cells.forEach(cell -> decidedBy.add(cell.path(ScalingField.STEP.key()).asText()));
                    List<ObjectNode> failed = cells.stream().filter(p -> !p.path(CellField.OK.key()).asBoolean()).toList();
                    if (failed.isEmpty()) {
                        largest = size;
                    } else {
                        firstFailed = size;
                        failure = failed.get(0).path(CellField.FAILURE.key()).asText();
                    }
                }
                if (decidedBy.isEmpty()) {
                    continue;
                }
                ObjectNode entry = Json.mapper().createObjectNode();
                entry.put(CellField.BACKEND.key(), contestant.get(0));
                entry.put(CellField.VARIANT.key(), contestant.get(1));
                entry.put(ScalingField.HEAP.key(), heap);
                entry.put(ScalingField.LARGEST_ANSWERED.key(), largest);
                entry.put(ScalingField.FIRST_FAILED.key(), firstFailed);
                entry.put(CellField.FAILURE.key(), failure);
                decidedBy.forEach(entry.putArray(ScalingField.DECIDED_BY.key())::add);
                wall.add(entry);
            }
        }
        return wall;
    }

    /**
     * The cells that ran of the wall steps and of the read part's object graphs, which serve at the read part's heap;
     * a skipped cell did not run, so it answered nothing and met nothing.
     */
    private static List<ObjectNode> evidence(List<ObjectNode> points, List<String> objectGraphs) {
        return points.stream().filter(p -> !p.has(CellField.SKIPPED.key())).filter(p -> Case.WALL.label().equals(p.path(ScalingField.CASE.key()).asText())
                || Case.READ.label().equals(p.path(ScalingField.CASE.key()).asText())
                && objectGraphs.contains(p.path(CellField.BACKEND.key()).asText())).toList();
    }

    private static boolean failedOtherwise(ObjectNode cell) {
        return !cell.path(CellField.OK.key()).asBoolean() && !cell.path(CellField.FAILURE.key()).asText().contains(OUT_OF_HEAP);
    }

    private static boolean sameHeap(String heap, String other) {
        return !other.isEmpty() && HeapSize.megabytes(heap).equals(HeapSize.megabytes(other));
    }

    private static Stream<ObjectNode> wallPoints(List<ObjectNode> points) {
        return points.stream().filter(p -> Case.WALL.label().equals(p.path(ScalingField.CASE.key()).asText()));
    }

    private static List<List<String>> contestants(List<ObjectNode> evidence) {
        return evidence.stream().map(MemoryWall::key).distinct().toList();
    }

    private static List<String> key(ObjectNode point) {
        return List.of(point.path(CellField.BACKEND.key()).asText(), point.path(CellField.VARIANT.key()).asText());
    }
}
