package persistencebench.harness.measure;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.LongSupplier;
import persistencebench.harness.resultformat.CellField;

/**
 * Runs one cell: warm-up samples (timed, discarded), then measured samples, each framed by untimed set-up,
 * verification and tear-down. Times every sample's open, work and close parts back to back, so the total runs
 * from nothing open to everything closed (fairness rule 1). Before each sample it runs {@code sync} (untimed), so
 * the previous sample's deferred writes are not paid inside this one; after close, with the clock stopped, it
 * forces a GC and records the live heap and this JVM's resident memory ({@link ResidentMemory}; nothing pauses between
 * a backend's work and its durability step). Records this JVM's CPU, GC, JIT and heap growth ({@link JvmActivity}), the
 * CPU the rest of the machine took meanwhile ({@link MachineActivity}, read outside this JVM's CPU window) and,
 * when given the server's gauges, the database server's CPU and, after the sample, its resident memory. No instrumentation runs inside the timed parts except the heap sampler thread, which reads one MXBean
 * value every 10 ms. A failing sample or verification marks the cell failed and stops it; the cell is still returned so
 * the result file shows what went wrong.
 */
public final class CellRunner {
    private final int warmups;
    private final int iterations;
    private final PrintStream log;
    private final CpuClock serverCpu;
    private final ResidentMemory serverMemory;
    private final int fork;
    private final LongSupplier nanoTime;

    public CellRunner(int warmups, int iterations, PrintStream log) {
        this(warmups, iterations, log, null, null, 1, System::nanoTime);
    }

    private CellRunner(int warmups, int iterations, PrintStream log, CpuClock serverCpu, ResidentMemory serverMemory, int fork,
                       LongSupplier nanoTime) {
        if (iterations < 1 || warmups < 0 || fork < 1) {
            throw new IllegalArgumentException("need iterations >= 1, warmups >= 0 and fork >= 1");
        }
        this.warmups = warmups;
        this.iterations = iterations;
        this.log = log;
        this.serverCpu = serverCpu;
        this.serverMemory = serverMemory;
        this.fork = fork;
        this.nanoTime = nanoTime;
    }

    /**
     * The same runner, also counting the CPU of the database server's processes and reading their resident memory; either
     * may be null (not readable: no server process on this machine).
     */
    public CellRunner withServer(CpuClock clock, ResidentMemory memory) {
        return new CellRunner(warmups, iterations, log, clock, memory, fork, nanoTime);
    }

    /** The same runner, attributing its samples to fork number {@code number} (1-based). */
    public CellRunner inFork(int number) {
        return new CellRunner(warmups, iterations, log, serverCpu, serverMemory, number, nanoTime);
    }

    /** The same runner reading wall time from {@code clock} (tests: a clock the operation advances). */
    CellRunner withNanoTime(LongSupplier clock) {
        return new CellRunner(warmups, iterations, log, serverCpu, serverMemory, fork, clock);
    }

    public CellResult run(CellResult cell, MeasuredOperation operation) {
        for (int i = 0; i < warmups + iterations && cell.ok(); i++) {
            boolean warmup = i < warmups;
            String what = warmup ? "warm-up " + (i + 1) + "/" + warmups : "iteration " + (i - warmups + 1) + "/" + iterations;
            try {
                if (warmup) {
                    operation.setUpWarmup();
                } else {
                    operation.setUp();
                }
                OsPageCache.sync();
                Sample sample = measure(operation, cell, !warmup);
                Map<CellField, Object> metrics = operation.verify();
                if (warmup) {
                    cell.addWarmup(sample);
                } else {
                    cell.addSample(sample, fork);
                }
                metrics.forEach(cell::put);
                log.printf(Locale.ROOT, "  %-40s %-16s %10.1f ms%s%n", cell.label(), what, sample.totalMillis(), parts(sample));
            } catch (VerificationException e) {
                cell.fail("verification failed in " + what + ": " + e.getMessage());
            } catch (Exception e) {
                cell.fail(what + " failed: " + FailureText.of(e));
            } finally {
                tearDown(operation, cell);
            }
        }
        cell.summarize();
        if (!cell.ok()) {
            log.println("  " + cell.label() + " FAILED: " + cell.failure());
        }
        return cell;
    }

    /** One sample: open, work and close timed back to back; then, with the clock stopped, the live heap. */
    private Sample measure(MeasuredOperation operation, CellResult cell, boolean measured) throws Exception {
        CpuClock jvmCpu = CpuClock.thisJvm();
        boolean opens = operation.opensAndCloses();
        OptionalLong serverBefore = serverCpu == null ? OptionalLong.empty() : serverCpu.cpuNanos();
        MachineActivity.Reading machineBefore = measured ? MachineActivity.read() : null;
        OptionalLong cpuBefore = jvmCpu.cpuNanos();
        JvmActivity.Reading jvmBefore = measured ? JvmActivity.read() : null;
        try (PeakHeapSampler sampler = measured ? PeakHeapSampler.start() : null) {
            long start = nanoTime.getAsLong();
            if (opens) {
                operation.open();
            }
            long opened = nanoTime.getAsLong();
            operation.work();
            long worked = nanoTime.getAsLong();
            if (opens) {
                operation.close();
            }
            long closed = nanoTime.getAsLong();
            OptionalLong cpuAfter = jvmCpu.cpuNanos();
            JvmActivity jvm = measured ? JvmActivity.read().since(jvmBefore) : null;
            MachineActivity machine = measured ? MachineActivity.read().since(machineBefore) : null;
            if (sampler != null) {
                cell.peakHeap(sampler.peakHeapBytes());
            }
            OptionalLong serverAfter = serverCpu == null ? OptionalLong.empty() : serverCpu.cpuNanos();
            Long liveHeap = measured ? LiveHeap.afterGc() : null;
            Long resident = measured ? bytes(ResidentMemory.ofThisProcess()) : null;
            Long serverResident = measured && serverMemory != null ? bytes(serverMemory) : null;
            Double cpu = CpuClock.millisBetween(cpuBefore, cpuAfter);
            return new Sample(opens ? millis(start, opened) : null, millis(opened, worked), opens ? millis(worked, closed) : null,
                    cpu == null ? -1 : cpu, serverCpu == null ? null : CpuClock.millisBetween(serverBefore, serverAfter), liveHeap,
                    resident, serverResident, jvm, machine);
        }
    }

    private static Long bytes(ResidentMemory memory) {
        OptionalLong bytes = memory.bytes();
        return bytes.isPresent() ? bytes.getAsLong() : null;
    }

    private static double millis(long from, long to) {
        return (to - from) / 1_000_000.0;
    }

    private static String parts(Sample sample) {
        return sample.openMillis() == null ? ""
                : String.format(Locale.ROOT, "  (open %.1f, work %.1f, close %.1f)", sample.openMillis(), sample.workMillis(), sample.closeMillis());
    }

    private static void tearDown(MeasuredOperation operation, CellResult cell) {
        try {
            operation.tearDown();
        } catch (Exception e) {
            cell.fail("tear-down failed: " + FailureText.of(e));
        }
    }
}
