package persistencebench.harness.fork;

import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.Json;
import persistencebench.harness.resultformat.CellField;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The child side of {@link JvmFork}: collects the cells a forked JVM measured, stamps them with the
 * child's own JVM flags and heap limit, and writes them where the parent reads them. Written after
 * every cell, so a child that dies part-way still reports what it finished.
 */
public final class ForkReport {
    private final Path output;
    private final List<CellResult> cells = new ArrayList<>();

    private ForkReport(Path output) {
        this.output = output;
    }

    /** The report of this JVM when it was started by {@link JvmFork}; fails clearly otherwise. */
    public static ForkReport current() {
        String path = System.getProperty(JvmFork.OUTPUT_PROPERTY);
        if (path == null) {
            throw new IllegalStateException("this main is started by the benchmark in a forked JVM (-D" + JvmFork.OUTPUT_PROPERTY + " is missing)");
        }
        return new ForkReport(Path.of(path));
    }

    public synchronized void add(CellResult cell) {
        cell.put(CellField.JVM_ARGS, ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> !a.startsWith("-D") && !a.startsWith("--add-opens") && !a.contains("=ALL-UNNAMED")).toList());
        cell.put(CellField.MAX_HEAP_BYTES, Runtime.getRuntime().maxMemory());
        cells.add(cell);
        try {
            // a temp file moved into place: a fork killed while it reports (a time limit, Ctrl-C) leaves the last whole report
            Path tmp = output.resolveSibling(output.getFileName() + ".tmp");
            Json.mapper().writeValue(tmp.toFile(), cells);
            Files.move(tmp, output, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the fork report " + output, e);
        }
    }
}
