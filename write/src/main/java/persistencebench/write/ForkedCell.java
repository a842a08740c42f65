package persistencebench.write;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import persistencebench.harness.fork.ForkOutcome;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.measure.CellResult;

/**
 * Measures a cell in a fresh JVM (its own heap limit, JIT profile and GC state), with the JVM flags its
 * variant declares, and returns the cell it reported, or a failed cell when the JVM died first.
 */
final class ForkedCell {
    /** The load-only baseline holds nothing beyond the reader's buffers. */
    private static final List<String> LOAD_ONLY_FLAGS = List.of("-Xmx1g");

    private ForkedCell() {
    }

    static CellResult run(CellSpec spec) throws IOException {
        Path specFile = Files.createTempFile("write-cell-", ".properties");
        try {
            spec.write(specFile);
            JvmFork fork = JvmFork.of(WriteCellMain.class)
                    .systemProperty(WriteCellMain.SPEC_PROPERTY, specFile)
                    // A JVM out of heap stops at once instead of limping on; the cell then shows the exit code.
                    .jvmArg("-XX:+ExitOnOutOfMemoryError");
            jvmFlags(spec).forEach(fork::jvmArg);
            ForkOutcome outcome = fork.run();
            if (outcome.cells().isEmpty()) {
                CellResult died = new CellResult(spec.backend(), spec.label(), spec.phase(), null);
                if (spec.channels() > 0) {
                    died.put("channels", spec.channels());
                }
                return died.fail("the forked JVM exited with code " + outcome.exitCode() + " before reporting"
                                + (outcome.exitCode() == 3 ? " (out of memory: " + String.join(" ", jvmFlags(spec)) + ")" : "")
                                + "; see its output above");
            }
            return outcome.cells().get(0);
        } finally {
            Files.deleteIfExists(specFile);
        }
    }

    /** The JVM flags the cell's variant declares (heap size above all). */
    static List<String> jvmFlags(CellSpec spec) {
        if (spec.loadOnly()) {
            return LOAD_ONLY_FLAGS;
        }
        return WriteBackends.byName(spec.backend()).variant(spec.variant()).orElseThrow().jvmFlags();
    }
}
