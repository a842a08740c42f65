package persistencebench.read;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.IntStream;
import persistencebench.harness.console.JobProgress;
import persistencebench.harness.fork.ForkRounds;
import persistencebench.harness.fork.JournaledForks;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.WarmUp;
import persistencebench.harness.plan.PlanInputsProgram;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.concurrent.ConcurrentPlan;
import persistencebench.read.fork.ReadTask;
import persistencebench.read.fork.Temperature;
import persistencebench.read.plugin.QueryPhase;

/**
 * How the cells are measured in forked JVMs, each fork prepared by the {@link ForkPreparation}:
 * <ul>
 *   <li>{@link #cold} (fairness rule 4): one fresh JVM per sample, the samples interleaved (sample 1 of every cold
 *       cell, then sample 2, ...); before each, the server checkpointed, on the variant's profile and restarted
 *       (database backends) and the OS page cache emptied (every backend). Each cell records {@code osCache}:
 *       {@code dropped} when the cache was emptied before every one of its samples, {@code warm} when that was not
 *       permitted.</li>
 *   <li>{@link #hot} (fairness rule 8): each cell's samples split over forks ({@link ForkRounds#split}), run in rounds
 *       interleaved across backends, each fork opening its service once and running the warm-ups plus its share for
 *       every phase, then, in the first {@code -DconcurrentForks} rounds, the concurrent readers ({@link ConcurrentReads});
 *       before each fork the server on the variant's profile and checkpointed.</li>
 * </ul>
 * Each cell's parts are combined ({@link CellParts}).
 */
final class ReadRounds {
    /** Whether the OS page cache was emptied before every cold sample of a cell (on each part: before its own). */
    static final String DROPPED = "dropped";
    static final String WARM = "warm";

    private final ForkPreparation preparation;
    private final TaskExecutor executor;
    private final JournaledForks journaled;
    private final JobProgress job;
    private final PrintStream out;

    /**
     * @param journaled runs each fork, keeping those an interrupted run finished
     * @param job       the main job's progress, one unit per fork
     */
    ReadRounds(ForkPreparation preparation, TaskExecutor executor, JournaledForks journaled, JobProgress job, PrintStream out) {
        this.preparation = preparation;
        this.executor = executor;
        this.journaled = journaled;
        this.job = job;
        this.out = out;
    }

    /**
     * Plans the forks of {@link #cold} and {@link #hot} in the job's progress (one per cold sample and cold phase, one
     * per hot round), one kind per contestant and cold phase (its samples take alike) and one per contestant's hot rounds
     * with and one per those without the {@code concurrent} readers (null for none).
     */
    void plan(List<Contestant> contestants, int coldJvms, int iterations, int forks, ConcurrentReads concurrent) {
        int rounds = ForkRounds.split(iterations, forks).size();
        for (Contestant contestant : contestants) {
            Temperature.COLD.phases().forEach(phase -> job.plan(coldUnit(contestant, phase), coldJvms));
            int withReaders = (int) IntStream.rangeClosed(1, rounds).filter(round -> readers(concurrent, contestant, round) != null).count();
            if (withReaders > 0) {
                job.plan(hotUnit(contestant, true), withReaders);
            }
            if (withReaders < rounds) {
                job.plan(hotUnit(contestant, false), rounds - withReaders);
            }
        }
    }

    private static ConcurrentPlan readers(ConcurrentReads concurrent, Contestant contestant, int round) {
        return concurrent == null ? null : concurrent.forHotRound(contestant, round);
    }

    private static String coldUnit(Contestant contestant, QueryPhase phase) {
        return contestant.label() + " " + phase.label() + " cold";
    }

    /** A hot fork's unit: with the readers it takes longer, so the job's progress counts it apart. */
    private static String hotUnit(Contestant contestant, boolean withReaders) {
        return contestant.label() + " " + (withReaders ? PlanInputsProgram.HOT_WITH_READERS : "hot");
    }

    /** Every cold cell of {@code contestants}: the phases measured cold, {@code samples} forks each. */
    List<CellResult> cold(List<Contestant> contestants, QueryParameters parameters, int samples) {
        Map<String, List<CellResult>> parts = new LinkedHashMap<>();
        for (int sample = 1; sample <= samples; sample++) {
            for (QueryPhase phase : Temperature.COLD.phases()) {
                for (Contestant contestant : ForkRounds.inRound(contestants, sample)) {
                    int number = sample;
                    String fork = "cold sample " + number + " " + contestant.label() + " " + phase.label();
                    List<CellResult> measured = journaled.run(fork, coldUnit(contestant, phase), () -> {
                        ForkPreparation.ForkStart start = preparation.beforeColdSample(contestant);
                        if (start.stopped() == null) {
                            out.println("cold sample " + number + "/" + samples + ": " + contestant.label() + " " + phase.label() + " ("
                                    + (start.serverProfile() == null ? "" : "server profile " + start.serverProfile()
                                    + (start.restarted() ? ", server restarted" : "") + ", ")
                                    + "OS page cache " + (start.cacheDropped() ? DROPPED : "not dropped: not permitted here") + ")");
                        }
                        ReadTask task = ReadTask.cold(contestant.name(), contestant.variant().name(), phase, parameters, start.target(), number,
                                start.serverProfile());
                        List<CellResult> cells = start.run(task, executor, contestant.variant().jvmFlags());
                        if (start.stopped() == null) {
                            cells.forEach(cell -> cell.put(CellField.OS_CACHE, start.cacheDropped() ? DROPPED : WARM));
                        }
                        return cells;
                    });
                    parts.computeIfAbsent(contestant.label() + " " + phase.label(), k -> new ArrayList<>()).addAll(onDatabase(contestant, measured));
                }
            }
        }
        List<CellResult> cells = new ArrayList<>();
        for (List<CellResult> cellParts : parts.values()) {
            CellResult cell = CellParts.combine(QueryPhase.ofLabel(cellParts.get(0).phase()), cellParts);
            // parts whose server had stopped ran no sample, so they say nothing of the cache
            List<Object> caches = cellParts.stream().map(part -> part.metric(CellField.OS_CACHE)).filter(Objects::nonNull).toList();
            if (!caches.isEmpty()) {
                cell.put(CellField.OS_CACHE, caches.stream().allMatch(DROPPED::equals) ? DROPPED : WARM);
            }
            cells.add(cell);
        }
        return cells;
    }

    /**
     * Every hot cell of {@code contestants}: every phase, {@code iterations} samples each split over {@code forks} forks;
     * the forks of the first rounds also measure the {@code concurrent} readers after their phases (null for none), whose
     * parts they hand to it.
     */
    List<CellResult> hot(List<Contestant> contestants, QueryParameters parameters, WarmUp warmUp, int iterations, int forks,
                         ConcurrentReads concurrent) {
        List<Integer> shares = ForkRounds.split(iterations, forks);
        Map<String, List<CellResult>> parts = new LinkedHashMap<>();
        for (int round = 1; round <= shares.size(); round++) {
            for (Contestant contestant : ForkRounds.inRound(contestants, round)) {
                int number = round;
                ConcurrentPlan readers = readers(concurrent, contestant, round);
                List<CellResult> measured = journaled.run("hot round " + number + " " + contestant.label(), hotUnit(contestant, readers != null), () -> {
                    ForkPreparation.ForkStart start = preparation.beforeHotFork(contestant);
                    if (start.stopped() == null) {
                        out.println("hot round " + number + "/" + shares.size() + ": " + contestant.label() + ", warm-ups " + warmUp.describe() + ", then "
                                + shares.get(number - 1) + " measured sample(s) per phase"
                                + (readers == null ? "" : ", " + concurrent.describe(number))
                                + (start.serverProfile() == null ? "" : ", server profile " + start.serverProfile())
                                + (start.restarted() ? ", server restarted" : ""));
                    }
                    ReadTask task = ReadTask.hot(contestant.name(), contestant.variant().name(), parameters, start.target(), warmUp,
                            shares.get(number - 1), number, start.serverProfile(), readers);
                    return start.run(task, executor, contestant.variant().jvmFlags());
                });
                for (CellResult cell : onDatabase(contestant, measured)) {
                    if (ConcurrentPlan.PHASE.equals(cell.phase())) {
                        concurrent.keep(contestant, cell);
                    } else {
                        parts.computeIfAbsent(contestant.label() + " " + cell.phase(), k -> new ArrayList<>()).add(cell);
                    }
                }
            }
        }
        return combined(parts);
    }

    /** The fork's cells marked with the contestant's database, which tells cells of one variant on several databases apart. */
    private static List<CellResult> onDatabase(Contestant contestant, List<CellResult> cells) {
        if (contestant.usesDatabase()) {
            cells.forEach(cell -> cell.put(CellField.DATABASE, contestant.database()));
        }
        return cells;
    }

    private static List<CellResult> combined(Map<String, List<CellResult>> parts) {
        List<CellResult> cells = new ArrayList<>();
        parts.values().forEach(cellParts -> cells.add(CellParts.combine(QueryPhase.ofLabel(cellParts.get(0).phase()), cellParts)));
        return cells;
    }
}
