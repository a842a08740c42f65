package persistencebench.read.fork;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.WarmUp;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.QueryPhase;

/**
 * What one measuring JVM does, handed over as the fork task ({@code JvmFork.task} / {@code ForkTask.read}): one
 * backend and variant, cold (one phase, one sample: sample number {@code fork}) or hot (every phase on one opened
 * service, warm-ups by {@code warmUp} discarded and {@code iterations} time-boxed samples measured per phase, as round {@code fork}).
 * {@code serverProfile} is the profile the database server runs with for this task (recorded in SQL cells), null for
 * a backend without a server. A hot task with a {@code concurrent} plan then measures the contestant's
 * {@code concurrentReads} cells after its phases, as their fork {@code fork} ({@link ConcurrentPlan}); other tasks have none.
 */
public record ReadTask(String backend, String variant, Temperature temperature, List<QueryPhase> phases,
                       QueryParameters parameters, DatasetTarget target, WarmUp warmUp, int iterations, int fork, String serverProfile,
                       ConcurrentPlan concurrent) {

    public ReadTask {
        phases = List.copyOf(phases);
    }

    /** Cold sample number {@code sample} of one phase. */
    public static ReadTask cold(String backend, String variant, QueryPhase phase, QueryParameters parameters, DatasetTarget target,
                                int sample, String serverProfile) {
        return new ReadTask(backend, variant, Temperature.COLD, List.of(phase), parameters, target, WarmUp.fixed(0), 1, sample, serverProfile,
                null);
    }

    /**
     * Hot round {@code round}: every phase, warm-ups by {@code warmUp} plus {@code iterations} samples each, the study's phases
     * (those also measured cold) first and in order, so that their hot figures stay comparable with the study's; the
     * phases after them in {@link Temperature#phases()} order in odd rounds and in reverse in even rounds, so that no
     * paging phase always runs on a service the same other paging phases have warmed (keyset after offset, say); then, with
     * a {@code concurrent} plan (null for none), the {@code concurrentReads} cells as their fork {@code round}.
     */
    public static ReadTask hot(String backend, String variant, QueryParameters parameters, DatasetTarget target, WarmUp warmUp,
                               int iterations, int round, String serverProfile, ConcurrentPlan concurrent) {
        List<QueryPhase> phases = new ArrayList<>(Temperature.HOT.phases());
        if (round % 2 == 0) {
            int study = Temperature.COLD.phases().size();
            Collections.reverse(phases.subList(study, phases.size()));
        }
        return new ReadTask(backend, variant, Temperature.HOT, List.copyOf(phases), parameters, target, warmUp, iterations, round,
                serverProfile, concurrent);
    }

    /** How many cells a complete run of this task reports. */
    public int expectedCells() {
        return phases.size() + (concurrent == null ? 0 : concurrent.newCells(backend, variant).size());
    }

    /** An empty cell for {@code phase}, labelled with this task's backend, variant and temperature. */
    public CellResult newCell(QueryPhase phase) {
        return new CellResult(backend, variant, phase.label(), temperature.label());
    }

    /** {@code jdbc/tuned cold sample 2} or {@code jdbc/tuned hot round 2}, for messages. */
    public String label() {
        return backend + "/" + variant + " " + temperature.label() + (temperature == Temperature.COLD ? " sample " : " round ") + fork;
    }

    /**
     * The cells of this task: those {@code reported}, plus a failed cell with {@code reason} for each phase (or
     * {@code concurrentReads} cell) that reported nothing (a JVM that died before measuring it).
     */
    public List<CellResult> complete(List<CellResult> reported, String reason) {
        List<CellResult> cells = new ArrayList<>(reported);
        if (concurrent != null) {
            concurrent.newCells(backend, variant).stream()
                    .filter(cell -> reported.stream().noneMatch(r -> ConcurrentPlan.sameCell(r, cell)))
                    .forEach(cell -> cells.add(cell.fail(reason)));
        }
        for (QueryPhase phase : phases) {
            if (reported.stream().noneMatch(c -> c.phase().equals(phase.label()))) {
                cells.add(newCell(phase).fail(reason));
            }
        }
        return cells;
    }
}
