package persistencebench.write.fork;

import persistencebench.harness.fork.ForkMain;
import persistencebench.harness.fork.ForkReport;
import persistencebench.harness.fork.ForkTask;

/** The main of a forked JVM measuring its part of one write cell: the orchestrator ({@code write.CellFork}) starts it with a {@link WriteTask}. */
public final class WriteFork {

    private WriteFork() {
    }

    public static void main(String[] args) {
        ForkMain.run("write cell", () -> {
            ForkReport report = ForkReport.current();
            report.add(WriteTaskRunner.measure(ForkTask.read(WriteTask.class), System.out));
            return 0;
        });
    }
}
