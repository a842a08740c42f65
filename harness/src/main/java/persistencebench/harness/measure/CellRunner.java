package persistencebench.harness.measure;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;

/**
 * Runs one cell: warm-up iterations (timed, discarded), then measured iterations, each framed by
 * untimed set-up, verification and tear-down. Records peak sampled heap and CPU time of the measured
 * iterations. A failing iteration or verification marks the cell failed and stops it; the cell is
 * still returned so the result file shows what went wrong.
 */
public final class CellRunner {
    private final int warmups;
    private final int iterations;
    private final PrintStream log;

    public CellRunner(int warmups, int iterations, PrintStream log) {
        if (iterations < 1 || warmups < 0) {
            throw new IllegalArgumentException("need iterations >= 1 and warmups >= 0");
        }
        this.warmups = warmups;
        this.iterations = iterations;
        this.log = log;
    }

    public CellResult run(CellResult cell, MeasuredOperation operation) {
        long peakHeap = 0;
        double cpuMillis = 0;
        for (int i = 0; i < warmups + iterations && cell.ok(); i++) {
            boolean warmup = i < warmups;
            String what = warmup ? "warm-up " + (i + 1) + "/" + warmups : "iteration " + (i - warmups + 1) + "/" + iterations;
            try {
                operation.setUp();
                double millis;
                try (ResourceSampler sampler = ResourceSampler.start()) {
                    long start = System.nanoTime();
                    operation.run();
                    millis = (System.nanoTime() - start) / 1_000_000.0;
                    if (!warmup) {
                        peakHeap = Math.max(peakHeap, sampler.peakHeapBytes());
                        cpuMillis += sampler.cpuMillis();
                    }
                }
                cell.addSample(millis, warmup);
                Map<String, Object> metrics = operation.verify();
                metrics.forEach(cell::put);
                log.printf(Locale.ROOT, "  %-40s %-16s %10.1f ms%n", cell.label(), what, millis);
            } catch (VerificationException e) {
                cell.fail("verification failed in " + what + ": " + e.getMessage());
            } catch (Exception e) {
                cell.fail(what + " failed: " + e);
            } finally {
                tearDown(operation, cell);
            }
        }
        cell.summarize();
        if (cell.ok() || !cell.samplesMillis().isEmpty()) {
            cell.put("peakHeapBytes", peakHeap);
            cell.put("cpuMillis", Math.round(cpuMillis * 10) / 10.0);
        }
        if (!cell.ok()) {
            log.println("  " + cell.label() + " FAILED: " + cell.failure());
        }
        return cell;
    }

    private static void tearDown(MeasuredOperation operation, CellResult cell) {
        try {
            operation.tearDown();
        } catch (Exception e) {
            cell.fail("tear-down failed: " + e);
        }
    }
}
