package persistencebench.read.fork;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import persistencebench.harness.backend.BackendDescriptor;
import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CellRunner;
import persistencebench.harness.measure.CpuClock;
import persistencebench.harness.measure.FailureText;
import persistencebench.harness.measure.LiveHeap;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.read.concurrent.ConcurrentRunner;
import persistencebench.read.plugin.QueryPhase;
import persistencebench.read.plugin.ReadBackend;
import persistencebench.read.plugin.ReadStrategy;

/**
 * Executes a {@link ReadTask} in the current JVM with the harness's {@link CellRunner}: a cold task times one
 * {@link ColdSample} (open, work, close) and then, for SQL backends and the cell's first sample only, counts
 * statements on a freshly opened service (the cell keeps the first sample's count, plans and plan settings, so the
 * later samples' passes only repeated it: on SQLite the study's foreigners phase, some 8 s per pass, four times per
 * cell; every sample's own answer is still checked, and the hot forks still each count and must agree); a hot task
 * opens the service once (untimed as a sample, recorded as {@code forkOpenMillis}), runs each phase's warm-ups and
 * measured {@link HotSample}s, then its counted pass. SQL backends also count the server's CPU and record the server
 * profile the orchestrator ran the server with for the task. A hot task with a concurrent plan then collects the
 * phases' garbage, untimed, and runs its {@code concurrentReads} cells as one of their forks ({@link ConcurrentRunner}),
 * on a store or connections of their own; a hot service that would not open fails them with the phases.
 */
public final class ReadTaskRunner {
    private final BackendRegistry<ReadBackend> registry;
    private final PrintStream log;

    public ReadTaskRunner(BackendRegistry<ReadBackend> registry, PrintStream log) {
        this.registry = registry;
        this.log = log;
    }

    /** Runs the task and hands each finished cell to {@code report}; returns whether every cell is ok. */
    public boolean run(ReadTask task, Consumer<CellResult> report) {
        ReadBackend backend = registry.byName(task.backend());
        ReadStrategy strategy = backend.variant(task.variant()).orElseThrow(() -> new IllegalArgumentException(
                "backend " + task.backend() + " has no variant \"" + task.variant() + "\"")).strategy();
        boolean sql = backend.descriptor().needs(BackendDescriptor.Need.DATABASE);
        boolean[] allOk = {true};
        Consumer<CellResult> collect = cell -> {
            if (sql) {
                cell.put(CellField.SERVER_PROFILE, task.serverProfile());
            }
            allOk[0] &= cell.ok() || cell.skipped() != null;
            report.accept(cell);
        };
        CellRunner runner = new CellRunner(0, task.iterations(), log).withWarmUp(task.warmUp()).inFork(task.fork());
        if (sql) {
            runner = runner.withServer(task.target().database().serverCpuClock(), task.target().database().serverMemory());
        }
        if (task.temperature() == Temperature.COLD) {
            cold(task, strategy, sql, runner, collect);
        } else if (!hot(task, strategy, runner, collect)) {
            return false;
        }
        if (task.concurrent() != null) {
            // the hot phases' garbage (their closed service among it) goes before the readers measure, untimed, so no
            // reader's sample pays a collection of it
            LiveHeap.afterGc();
            CpuClock serverCpu = sql ? task.target().database().serverCpuClock() : null;
            new ConcurrentRunner(task.concurrent(), task.parameters(), serverCpu, log)
                    .run(task.backend(), task.variant(), task.fork(), strategy.concurrency(), task.target(), collect);
        }
        return allOk[0];
    }

    private void cold(ReadTask task, ReadStrategy strategy, boolean sql, CellRunner runner, Consumer<CellResult> report) {
        for (QueryPhase phase : task.phases()) {
            CellResult cell = runner.run(task.newCell(phase), new ColdSample(strategy, task.target(), phase, task.parameters()));
            if (cell.ok() && sql && task.fork() == 1) {
                try (BookstoreQueryService service = strategy.create(task.target())) {
                    service.open();
                    CountedPass.record(cell, service, phase, task.parameters());
                } catch (Exception e) {
                    cell.fail("the statement-counting pass could not open the service: " + FailureText.of(e));
                }
            }
            report.accept(cell);
        }
    }

    /** The hot phases on one opened service; false when it would not open, every cell of the task then failed. */
    private boolean hot(ReadTask task, ReadStrategy strategy, CellRunner runner, Consumer<CellResult> report) {
        BookstoreQueryService service = strategy.create(task.target());
        double openMillis;
        try {
            long start = System.nanoTime();
            service.open();
            openMillis = Math.round((System.nanoTime() - start) / 1000.0) / 1000.0;
        } catch (Exception e) {
            closeQuietly(service, task);
            // the readers too: in a fork whose phases never ran they would measure another protocol
            task.complete(List.of(), "opening the service failed: " + FailureText.of(e)).forEach(report);
            return false;
        }
        log.printf(Locale.ROOT, "  %s opened in %.1f ms%n", task.label(), openMillis);
        try {
            for (QueryPhase phase : task.phases()) {
                CellResult cell = runner.run(task.newCell(phase), new HotSample(service, phase, task.parameters(), HotSample.BOX_NANOS));
                cell.put(CellField.FORK_OPEN_MILLIS, openMillis);
                if (cell.ok()) {
                    CountedPass.record(cell, service, phase, task.parameters());
                }
                report.accept(cell);
            }
        } finally {
            closeQuietly(service, task);
        }
        return true;
    }

    private void closeQuietly(BookstoreQueryService service, ReadTask task) {
        try {
            service.close();
        } catch (RuntimeException e) {
            log.println("  " + task.label() + ": closing the service failed: " + e);
        }
    }
}
