package persistencebench.read;

import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.measure.CellResult;
import persistencebench.model.bookstore.query.QueryParameters;

/**
 * What one JVM (forked or, in tests, the current one) measures: one backend and variant, opened once, then each
 * phase with {@code warmups} discarded and {@code iterations} measured samples. Serialized to JSON for forks.
 * A cold task has one phase, no warm-up and one iteration; a hot task has both phases.
 */
public record ReadTask(String backend, Variant variant, Temperature temperature, List<QueryPhase> phases,
                       QueryParameters parameters, DatasetTarget target, int warmups, int iterations) {

    public ReadTask {
        phases = List.copyOf(phases);
    }

    public static ReadTask cold(String backend, Variant variant, QueryPhase phase, QueryParameters parameters, DatasetTarget target) {
        return new ReadTask(backend, variant, Temperature.COLD, List.of(phase), parameters, target, 0, 1);
    }

    public static ReadTask hot(String backend, Variant variant, QueryParameters parameters, DatasetTarget target, int warmups, int iterations) {
        return new ReadTask(backend, variant, Temperature.HOT, List.of(QueryPhase.values()), parameters, target, warmups, iterations);
    }

    /** An empty cell for {@code phase}, labelled with this task's backend, variant and temperature. */
    public CellResult newCell(QueryPhase phase) {
        return new CellResult(backend, variant.label(), phase.label(), temperature.label());
    }

    /** {@code jdbc/tuned cold}, for messages. */
    public String label() {
        return backend + "/" + variant.label() + " " + temperature.label();
    }

    /**
     * The cells of this task: those {@code reported}, plus a failed cell with {@code reason} for each phase that
     * reported nothing (a JVM that died before measuring it).
     */
    public List<CellResult> complete(List<CellResult> reported, String reason) {
        List<CellResult> cells = new ArrayList<>(reported);
        for (QueryPhase phase : phases) {
            if (reported.stream().noneMatch(c -> c.phase().equals(phase.label()))) {
                cells.add(newCell(phase).fail(reason));
            }
        }
        return cells;
    }
}
