package persistencebench.write.fork;

import java.io.PrintStream;
import java.nio.file.Path;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.files.Directories;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.CellRunner;
import persistencebench.harness.measure.FailureText;
import persistencebench.harness.resultformat.CellField;
import persistencebench.write.plugin.LoaderFactory;
import persistencebench.write.plugin.TripLoader;

/**
 * Measures one fork's part of a cell in this JVM: the variant's loader, run through the harness's {@link CellRunner}
 * (warm-ups, then this fork's measured samples, with the database server's CPU when it runs on this machine), or its
 * warm-ups alone where they leave the cell out ({@link WriteTask#overBudget}).
 */
final class WriteTaskRunner {

    private WriteTaskRunner() {
    }

    static CellResult measure(WriteTask spec, PrintStream log) {
        CellResult cell = spec.newCell();
        CellRunner runner = new CellRunner(spec.warmups(), spec.iterations(), log).inFork(spec.fork()).leavingOut(warmedUp -> {
            String reason = spec.overBudget(warmedUp);
            if (reason != null) {
                // planned none, and why: the white paper tells a cell left out by the budget from one the run could not measure
                warmedUp.put(CellField.SAMPLES_PLANNED, 0).put(CellField.SAMPLES_PLAN, reason);
            }
            return reason;
        });
        if (spec.database() != null) {
            runner = runner.withServer(spec.database().serverCpuClock(), spec.database().serverMemory());
            if (spec.database().serverCpuClock() == null) {
                // an in-process engine (H2, SQLite) has no process of its own: its work is the fork's cpuMillis
                cell.put(CellField.SERVER_CPU, "not measured separately: no server process of this run on this machine (an in-process"
                        + " engine's CPU is part of cpuMillis; an external server's is not measured)");
            }
        }
        try {
            LoaderFactory factory = spec.declaredVariant().strategy();
            TripLoader loader = factory.create(spec.loaderContext());
            if (!loader.persists()) {
                cell.put(CellField.DURABILITY, Durability.NONE);
            }
            cell.put(CellField.IMPLEMENTATION, loader.implementation());
            return runner.run(cell, new WriteSample(spec, loader, spec.expected(factory.shape()), cell));
        } catch (RuntimeException e) {
            return cell.fail("cannot create the " + spec.title() + " loader: " + FailureText.of(e));
        } finally {
            Directories.delete(Path.of(spec.storageDirectory()));
        }
    }
}
