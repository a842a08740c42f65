package persistencebench.harness.measure;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Function;
import java.util.function.LongSupplier;
import persistencebench.harness.resultformat.CellField;

/**
 * Runs one cell: warm-up samples (timed, discarded), then measured samples, each framed by untimed set-up,
 * verification and tear-down. Times every sample's open, work and close parts back to back, so the total runs
 * from nothing open to everything closed (fairness rule 1). Before each sample it runs {@code sync} (untimed), so
 * the previous sample's deferred writes are not paid inside this one. After the fork's last measured sample, with the
 * clock stopped, it forces a GC and records the live heap and this JVM's resident memory ({@link ResidentMemory}) once:
 * a forced full collection between measured samples would hand the next one an emptied heap (docs/method.md, fairness rule 5).
 * Nothing pauses between a backend's work and its durability step. Records this JVM's CPU, GC, JIT and heap growth ({@link JvmActivity}), the
 * CPU the rest of the machine took meanwhile ({@link MachineActivity}, read outside this JVM's CPU window) and,
 * when given the server's gauges, the database server's CPU and, with this JVM's, its resident memory. No instrumentation runs inside the timed parts except the heap sampler thread, which reads one MXBean
 * value every 10 ms. A failing sample or verification marks the cell failed and stops it; the cell is still returned so
 * the result file shows what went wrong. A runner given a {@link #leavingOut} rule may end a cell after its warm-ups,
 * skipped with the rule's reason, when they show that its measured samples would buy nothing the run can use.
 */
public final class CellRunner {
    private final WarmUp warmUp;
    private final int iterations;
    private final PrintStream log;
    private final CpuClock serverCpu;
    private final ResidentMemory serverMemory;
    private final int fork;
    private final LongSupplier nanoTime;
    private final Function<CellResult, String> leaveOut;

    public CellRunner(int warmups, int iterations, PrintStream log) {
        this(WarmUp.fixed(warmups), iterations, log, null, null, 1, System::nanoTime, cell -> null);
    }

    private CellRunner(WarmUp warmUp, int iterations, PrintStream log, CpuClock serverCpu, ResidentMemory serverMemory, int fork,
                       LongSupplier nanoTime, Function<CellResult, String> leaveOut) {
        if (iterations < 1 || fork < 1) {
            throw new IllegalArgumentException("need iterations >= 1 and fork >= 1");
        }
        this.warmUp = warmUp;
        this.iterations = iterations;
        this.log = log;
        this.serverCpu = serverCpu;
        this.serverMemory = serverMemory;
        this.fork = fork;
        this.nanoTime = nanoTime;
        this.leaveOut = leaveOut;
    }

    /**
     * The same runner, also counting the CPU of the database server's processes and reading their resident memory; either
     * may be null (not readable: no server process on this machine).
     */
    public CellRunner withServer(CpuClock clock, ResidentMemory memory) {
        return new CellRunner(warmUp, iterations, log, clock, memory, fork, nanoTime, leaveOut);
    }

    /** The same runner, attributing its samples to fork number {@code number} (1-based). */
    public CellRunner inFork(int number) {
        return new CellRunner(warmUp, iterations, log, serverCpu, serverMemory, number, nanoTime, leaveOut);
    }

    /** The same runner warming up by {@code policy} instead of a fixed count. */
    public CellRunner withWarmUp(WarmUp policy) {
        return new CellRunner(policy, iterations, log, serverCpu, serverMemory, fork, nanoTime, leaveOut);
    }

    /**
     * The same runner asking {@code rule}, once the warm-ups are done and passed, whether the cell is to be left out: a
     * reason (then no measured sample runs and the cell is skipped with it, its warm-ups kept) or null to measure it.
     */
    public CellRunner leavingOut(Function<CellResult, String> rule) {
        return new CellRunner(warmUp, iterations, log, serverCpu, serverMemory, fork, nanoTime, rule);
    }

    /** The same runner reading wall time from {@code clock} (tests: a clock the operation advances). */
    CellRunner withNanoTime(LongSupplier clock) {
        return new CellRunner(warmUp, iterations, log, serverCpu, serverMemory, fork, clock, leaveOut);
    }

    public CellResult run(CellResult cell, MeasuredOperation operation) {
        List<Double> warmupMillis = new ArrayList<>();
        List<Double> warmupJitMillis = new ArrayList<>();
        double warmupElapsed = 0;
        while (cell.ok() && warmUp.another(warmupMillis, warmupJitMillis, warmupElapsed)) {
            int number = warmupMillis.size() + 1;
            String what = warmUp.untilSteady() ? "warm-up " + number : "warm-up " + number + "/" + warmUp.minRuns();
            long started = nanoTime.getAsLong();
            Sample sample = runOne(operation, cell, null, what, !warmUp.untilSteady(), false);
            // the cap counts wall time, set-up and verification included: a time-boxed sample's figure is per pass
            warmupElapsed += millis(started, nanoTime.getAsLong());
            if (sample != null) {
                warmupMillis.add(sample.totalMillis());
                Long jit = sample.jvm() == null ? null : sample.jvm().jitMillis();
                warmupJitMillis.add(jit == null ? null : (double) jit / operation.passes().orElse(1));
            }
        }
        if (warmUp.untilSteady() && cell.ok()) {
            recordSteadiness(cell, SteadyState.of(warmupMillis, warmupJitMillis), warmupMillis.size(), warmupElapsed);
        }
        String leftOut = cell.ok() ? leaveOut.apply(cell) : null;
        if (leftOut != null) {
            log.println("  " + cell.label() + " left out after its warm-ups: " + leftOut);
            return cell.skip(leftOut);
        }
        for (int i = 0; i < iterations && cell.ok(); i++) {
            runOne(operation, cell, fork, "iteration " + (i + 1) + "/" + iterations, true, i == iterations - 1);
        }
        cell.summarize();
        if (!cell.ok()) {
            log.println("  " + cell.label() + " FAILED: " + cell.failure());
        }
        return cell;
    }

    /**
     * One warm-up ({@code measuredInFork} null) or measured sample, framed by its untimed set-up, verification and
     * tear-down; null when it failed (the cell says why). {@code readsMemory}: the fork's last measured sample, after
     * which the live heap and resident memory are read.
     */
    private Sample runOne(MeasuredOperation operation, CellResult cell, Integer measuredInFork, String what, boolean logged,
                          boolean readsMemory) {
        boolean warmup = measuredInFork == null;
        try {
            long setUpStarted = nanoTime.getAsLong();
            if (warmup) {
                operation.setUpWarmup();
            } else {
                operation.setUp();
            }
            OsPageCache.sync();
            double setUpMillis = millis(setUpStarted, nanoTime.getAsLong());
            Sample sample = measure(operation, cell, !warmup, readsMemory);
            long verifyStarted = nanoTime.getAsLong();
            Map<CellField, Object> metrics = operation.verify();
            double verifyMillis = millis(verifyStarted, nanoTime.getAsLong());
            if (warmup) {
                cell.addWarmup(sample);
            } else {
                cell.addSample(sample, measuredInFork);
            }
            metrics.forEach(cell::put);
            if (logged) {
                // the untimed parts too: they are most of a write fork's cost, which the fork plan weighs (docs/method.md)
                log.printf(Locale.ROOT, "  %-40s %-16s %10.1f ms%s; untimed set-up %.1f s, proof %.1f s%n", cell.label(), what,
                        sample.totalMillis(), parts(sample), setUpMillis / 1000, verifyMillis / 1000);
            }
            return sample;
        } catch (VerificationException e) {
            cell.fail("verification failed in " + what + ": " + e.getMessage());
        } catch (Exception e) {
            cell.fail(what + " failed: " + FailureText.of(e));
        } finally {
            tearDown(operation, cell);
        }
        return null;
    }

    /** The fork's warm-up outcome in the cell ({@code steadyState}, {@code notSteady}) and one console line. */
    private void recordSteadiness(CellResult cell, SteadyState.Verdict verdict, int runs, double elapsedMillis) {
        cell.put(CellField.STEADY_STATE, verdict.steady());
        if (!verdict.steady()) {
            cell.put(CellField.NOT_STEADY, List.of(String.format(Locale.ROOT, "fork %d: not steady after %d warm-ups (%.1f s): %s", fork,
                    runs, elapsedMillis / 1000, verdict.reason())));
        }
        log.printf(Locale.ROOT, "  %-40s %d warm-ups in %.1f s, %s%n", cell.label(), runs, elapsedMillis / 1000,
                verdict.steady() ? "steady" : "NOT steady: " + verdict.reason());
    }

    /** One sample: open, work and close timed back to back; then, with the clock stopped and when asked, the memory. */
    private Sample measure(MeasuredOperation operation, CellResult cell, boolean measured, boolean readsMemory) throws Exception {
        CpuClock jvmCpu = CpuClock.thisJvm();
        boolean opens = operation.opensAndCloses();
        OptionalLong serverBefore = serverCpu == null ? OptionalLong.empty() : serverCpu.cpuNanos();
        MachineActivity.Reading machineBefore = measured ? MachineActivity.read() : null;
        OptionalLong cpuBefore = jvmCpu.cpuNanos();
        JvmActivity.Reading jvmBefore = JvmActivity.read();
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
            JvmActivity jvm = JvmActivity.read().since(jvmBefore);
            MachineActivity machine = measured ? MachineActivity.read().since(machineBefore) : null;
            if (sampler != null) {
                cell.peakHeap(sampler.peakHeapBytes());
            }
            OptionalLong serverAfter = serverCpu == null ? OptionalLong.empty() : serverCpu.cpuNanos();
            Long liveHeap = readsMemory ? LiveHeap.afterGc() : null;
            Long resident = readsMemory ? bytes(ResidentMemory.ofThisProcess()) : null;
            Long serverResident = readsMemory && serverMemory != null ? bytes(serverMemory) : null;
            Double cpu = CpuClock.millisBetween(cpuBefore, cpuAfter);
            // a time-boxed sample repeated its work: its time and CPU are per repetition (it has no open and close)
            int passes = operation.passes().orElse(1);
            if (measured && operation.passes().isPresent()) {
                cell.addPasses(passes);
            }
            return new Sample(opens ? millis(start, opened) : null, millis(opened, worked) / passes, opens ? millis(worked, closed) : null,
                    cpu == null ? -1 : cpu / passes, perPass(serverCpu == null ? null : CpuClock.millisBetween(serverBefore, serverAfter), passes), liveHeap,
                    resident, serverResident, jvm, machine);
        }
    }

    private static Double perPass(Double millis, int passes) {
        return millis == null ? null : millis / passes;
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
