package persistencebench.read.fork;

import persistencebench.harness.backend.BackendRegistry;
import persistencebench.harness.fork.ForkMain;
import persistencebench.harness.fork.ForkReport;
import persistencebench.harness.fork.ForkTask;
import persistencebench.read.plugin.ReadBackend;

/**
 * The main of a forked read JVM (the harness's fork protocol): reads its {@link ReadTask} with {@link ForkTask#read},
 * runs it and reports every cell through {@link ForkReport}. Started by the read benchmark, never by users; exits 1
 * when a cell failed (its reason is in the cell).
 */
public final class ReadFork {

    private ReadFork() {
    }

    public static void main(String[] args) {
        ForkMain.run("read-fork", () -> {
            ReadTask task = ForkTask.read(ReadTask.class);
            ForkReport report = ForkReport.current();
            return new ReadTaskRunner(BackendRegistry.load(ReadBackend.class), System.out).run(task, report::add) ? 0 : 1;
        });
    }
}
