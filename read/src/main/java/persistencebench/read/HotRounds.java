package persistencebench.read;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.harness.fork.ForkRounds;
import persistencebench.harness.measure.CellResult;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.fork.ReadTask;
import persistencebench.read.plugin.DatasetTarget;
import persistencebench.read.plugin.QueryPhase;

/**
 * The hot cells (fairness rule 8): each cell's measured samples split over {@code forks} JVMs
 * ({@link ForkRounds#split}), run in rounds interleaved across backends (round 1 of every contestant, then round 2),
 * each fork opening its service once and running the warm-ups plus its share for both phases; the parts are combined
 * per cell.
 */
final class HotRounds {
    private final DatasetTarget target;
    private final TaskExecutor executor;
    private final PrintStream out;

    HotRounds(DatasetTarget target, TaskExecutor executor, PrintStream out) {
        this.target = target;
        this.executor = executor;
        this.out = out;
    }

    List<CellResult> run(List<Contestant> contestants, QueryParameters parameters, int warmups, int iterations, int forks) {
        List<Integer> shares = ForkRounds.split(iterations, forks);
        Map<String, List<CellResult>> parts = new LinkedHashMap<>();
        for (int round = 1; round <= shares.size(); round++) {
            for (Contestant contestant : contestants) {
                out.println("hot round " + round + "/" + shares.size() + ": " + contestant.label() + ", " + warmups + " warm-up(s) and "
                        + shares.get(round - 1) + " measured sample(s) per phase");
                ReadTask task = ReadTask.hot(contestant.name(), contestant.variant().name(), parameters, target, warmups,
                        shares.get(round - 1), round);
                for (CellResult cell : executor.execute(task, contestant.variant().jvmFlags())) {
                    parts.computeIfAbsent(contestant.label() + " " + cell.phase(), k -> new ArrayList<>()).add(cell);
                }
            }
        }
        List<CellResult> cells = new ArrayList<>();
        parts.values().forEach(cellParts -> cells.add(CellParts.combine(QueryPhase.ofLabel(cellParts.get(0).phase()), cellParts)));
        return cells;
    }
}
