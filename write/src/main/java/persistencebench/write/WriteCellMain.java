package persistencebench.write;

import java.nio.file.Path;
import persistencebench.harness.cli.Program;
import persistencebench.harness.fork.ForkReport;

/** The main of a forked JVM measuring one write cell; {@link WriteBenchmark} starts it. */
public final class WriteCellMain {
    /** System property naming the cell's specification file. */
    static final String SPEC_PROPERTY = "write.cell.spec";

    private WriteCellMain() {
    }

    public static void main(String[] args) {
        Program.run("write cell", () -> {
            String spec = System.getProperty(SPEC_PROPERTY);
            if (spec == null) {
                throw new IllegalStateException("this main is started by WriteBenchmark (-D" + SPEC_PROPERTY + " is missing)");
            }
            ForkReport report = ForkReport.current();
            report.add(WriteCell.measure(CellSpec.read(Path.of(spec)), System.out));
            return 0;
        });
    }
}
