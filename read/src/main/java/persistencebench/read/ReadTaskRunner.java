package persistencebench.read;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CellRunner;
import persistencebench.model.bookstore.query.BookstoreQueryService;

/**
 * Executes a {@link ReadTask} in the current JVM: creates the service, times {@code open()} (load/connect, the same
 * definition for every backend: until the first query can run), then measures each phase with the harness's
 * {@link CellRunner}. Every cell carries {@code loadConnectMillis} of this JVM's one open.
 */
public final class ReadTaskRunner {
    private final PrintStream log;

    public ReadTaskRunner(PrintStream log) {
        this.log = log;
    }

    /** Runs the task and hands each finished cell to {@code report}; returns whether every cell is ok. */
    public boolean run(ReadTask task, Consumer<CellResult> report) {
        List<CellResult> cells = new ArrayList<>();
        Consumer<CellResult> collect = cell -> {
            cells.add(cell);
            report.accept(cell);
        };
        BookstoreQueryService service = Backends.named(task.backend()).factory().create(task.variant(), task.target());
        try {
            double loadConnectMillis;
            try {
                long start = System.nanoTime();
                service.open();
                loadConnectMillis = (System.nanoTime() - start) / 1_000_000.0;
            } catch (Exception e) {
                task.complete(List.of(), "open (load/connect) failed: " + e).forEach(collect);
                return false;
            }
            log.printf("  %s opened in %.1f ms%n", task.label(), loadConnectMillis);
            for (QueryPhase phase : task.phases()) {
                CellResult cell = task.newCell(phase);
                new CellRunner(task.warmups(), task.iterations(), log).run(cell, new SampleOperation(service, phase, task.parameters()));
                cell.put("loadConnectMillis", loadConnectMillis);
                cell.put("loadConnectSamplesMillis", List.of(loadConnectMillis));
                collect.accept(cell);
            }
        } finally {
            closeQuietly(service, task);
        }
        return cells.stream().allMatch(CellResult::ok);
    }

    private void closeQuietly(BookstoreQueryService service, ReadTask task) {
        try {
            service.close();
        } catch (RuntimeException e) {
            log.println("  " + task.label() + ": closing the service failed: " + e);
        }
    }
}
