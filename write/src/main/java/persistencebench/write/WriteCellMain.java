package persistencebench.write;

import persistencebench.harness.fork.ForkMain;
import persistencebench.harness.fork.ForkReport;
import persistencebench.harness.fork.ForkTask;

/** The main of a forked JVM measuring its part of one write cell; {@link WriteBenchmark} starts it with a {@link CellSpec} task. */
public final class WriteCellMain {

    private WriteCellMain() {
    }

    public static void main(String[] args) {
        ForkMain.run("write cell", () -> {
            ForkReport report = ForkReport.current();
            report.add(WriteCell.measure(ForkTask.read(CellSpec.class), System.out));
            return 0;
        });
    }
}
