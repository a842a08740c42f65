package persistencebench.read.concurrent;

import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.measure.CellResult;
import persistencebench.read.plugin.ConnectionMode;

/**
 * What the {@code concurrentReads} cells of one contestant run, handed to its fork: the thread counts, the queries
 * with their measured operations per cell (as many warm-up operations as half that run first, with the cell's thread
 * count), and what the operations' arguments are drawn from (the run's seed, the dataset's customer count). Every
 * contestant gets the same plan, so every cell of a query runs the same operations.
 *
 * @param threads         thread counts, ascending; the first must be 1 (its answer is the reference of the others)
 * @param queries         query labels ({@link ConcurrentQuery#label()})
 * @param fastOperations  measured operations per cell of the fast query
 * @param slowOperations  measured operations per cell of the slow query
 * @param seed            the run's seed
 * @param customers       the dataset's customer count
 */
public record ConcurrentPlan(List<Integer> threads, List<String> queries, int fastOperations, int slowOperations, long seed,
                             long customers) {
    /** The phase of every cell this plan yields. */
    public static final String PHASE = "concurrentReads";
    /** The temperature of its cells: the service is open and warmed up before each cell measures. */
    public static final String TEMPERATURE = "hot";

    public ConcurrentPlan {
        threads = List.copyOf(threads);
        queries = List.copyOf(queries);
        if (threads.isEmpty() || threads.get(0) != 1) {
            throw new IllegalArgumentException("the thread counts must start with 1, the reference answer: " + threads);
        }
    }

    /** One empty cell per mode, query and thread count, in the order the fork measures them. */
    public List<CellResult> newCells(String backend, String variant) {
        List<CellResult> cells = new ArrayList<>();
        for (ConnectionMode mode : ConnectionMode.values()) {
            for (int count : threads) {
                for (String query : queries) {
                    cells.add(newCell(backend, variant, mode, ConcurrentQuery.ofLabel(query), count));
                }
            }
        }
        return cells;
    }

    /** Measured operations per cell of {@code query}. */
    int operations(ConcurrentQuery query) {
        return query == ConcurrentQuery.SLOW ? slowOperations : fastOperations;
    }

    static CellResult newCell(String backend, String variant, ConnectionMode mode, ConcurrentQuery query, int threads) {
        CellResult cell = new CellResult(backend, variant, PHASE, TEMPERATURE);
        cell.put("connectionMode", mode.label());
        cell.put("query", query.label());
        cell.put("threads", threads);
        return cell;
    }

    /** Whether {@code cell} is a {@code concurrentReads} cell with the same mode, query and thread count as {@code other}. */
    public static boolean sameCell(CellResult cell, CellResult other) {
        return cell.phase().equals(other.phase()) && cell.metric("connectionMode").equals(other.metric("connectionMode"))
                && cell.metric("query").equals(other.metric("query")) && cell.metric("threads").equals(other.metric("threads"));
    }
}
