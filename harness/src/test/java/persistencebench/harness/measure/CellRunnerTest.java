package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.LIST;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import persistencebench.harness.resultformat.CellField;

class CellRunnerTest {
    private final PrintStream quiet = new PrintStream(new ByteArrayOutputStream());

    /** Records the order of lifecycle calls. */
    private static final class Recorder implements MeasuredOperation {
        final List<String> calls = new ArrayList<>();
        int verifyFailsAt = -1;
        int runs;

        @Override
        public void setUp() {
            calls.add("setUp");
        }

        @Override
        public void open() {
            calls.add("open");
        }

        @Override
        public void work() {
            runs++;
            calls.add("work");
        }

        @Override
        public void close() {
            calls.add("close");
        }

        @Override
        public Map<CellField, Object> verify() throws VerificationException {
            calls.add("verify");
            if (runs == verifyFailsAt) {
                throw new VerificationException("rows missing: 99 of 100");
            }
            return Map.of(CellField.ROWS_STORED, 100);
        }

        @Override
        public void tearDown() {
            calls.add("tearDown");
        }
    }

    @Test
    void warmupsAreRecordedSeparatelyAndEveryIterationIsFramed() {
        Recorder op = new Recorder();
        CellResult cell = new CellRunner(2, 3, quiet).run(new CellResult("jdbc", "tuned", "store", null), op);
        assertThat(cell.ok()).isTrue();
        assertThat(cell.warmupSamplesMillis()).hasSize(2);
        assertThat(cell.samplesMillis()).hasSize(3);
        assertThat(cell.medianMillis()).isNotNull();
        assertThat(cell.metric(CellField.ROWS_STORED)).isEqualTo(100);
        assertThat(cell.peakHeapBytes()).isNotNull();
        assertThat(cell.liveHeapBytes()).isPositive();
        assertThat(cell.openSamplesMillis()).hasSize(3);
        assertThat(cell.workSamplesMillis()).hasSize(3);
        assertThat(cell.openMillis()).isNotNull();
        assertThat(cell.closeMillis()).isNotNull();
        assertThat(cell.cpuMillis()).isNotNull();
        assertThat(op.calls).hasSize(5 * 6).startsWith("setUp", "open", "work", "close", "verify", "tearDown");
    }

    @Test
    void aLeaveOutRuleEndsTheCellAfterItsWarmUpsSkippedWithItsReason() {
        Recorder op = new Recorder();
        CellResult cell = new CellRunner(2, 3, quiet).leavingOut(warmedUp -> warmedUp.warmupSamplesMillis().size() == 2 ? "too slow" : null)
                .run(new CellResult("mapdb", "paper", "store", null), op);
        assertThat(cell.skipped()).isEqualTo("too slow");
        assertThat(cell.failed()).isFalse();
        assertThat(cell.warmupSamplesMillis()).hasSize(2);
        assertThat(cell.samplesMillis()).isEmpty();
        assertThat(op.runs).isEqualTo(2);

        CellResult measured = new CellRunner(2, 3, quiet).leavingOut(warmedUp -> null).run(new CellResult("mapdb", "tuned", "store", null), new Recorder());
        assertThat(measured.ok()).isTrue();
        assertThat(measured.samplesMillis()).hasSize(3);
    }

    @Test
    void aFailedVerificationFailsTheCellAndStopsIt() {
        Recorder op = new Recorder();
        op.verifyFailsAt = 2;
        CellResult cell = new CellRunner(0, 5, quiet).run(new CellResult("jdbc", "paper", "store", null), op);
        assertThat(cell.ok()).isFalse();
        assertThat(cell.failure()).isEqualTo("verification failed in iteration 2/5: rows missing: 99 of 100");
        assertThat(op.runs).isEqualTo(2);
        assertThat(op.calls).endsWith("tearDown");
    }

    @Test
    void anExceptionInTheMeasuredWorkFailsTheCell() {
        MeasuredOperation broken = () -> {
            throw new IllegalStateException("disk full");
        };
        CellResult cell = new CellRunner(1, 2, quiet).run(new CellResult("microstream", "tuned", "store", null), broken);
        assertThat(cell.ok()).isFalse();
        assertThat(cell.failure()).contains("warm-up 1/1 failed", "disk full");
        assertThat(cell.samplesMillis()).isEmpty();
    }

    @Test
    void aWrappedFailureNamesItsRootCauseBesideTheWrapper() {
        MeasuredOperation diskFull = () -> {
            throw new PersistenceExceptionTransfer(new IllegalStateException("channel 0 failed", new IOException("No space left on device")));
        };
        CellResult cell = new CellRunner(0, 1, quiet).run(new CellResult("eclipsestore", "tuned", "store", null), diskFull);
        assertThat(cell.failure()).startsWith("iteration 1/1 failed: ")
                .contains(PersistenceExceptionTransfer.class.getName())
                .endsWith("(root cause: java.io.IOException: No space left on device)");
    }

    /** Like the storages' own wrapper, whose text says nothing of its cause. */
    private static final class PersistenceExceptionTransfer extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PersistenceExceptionTransfer(Throwable cause) {
            super(null, cause);
        }
    }

    @Test
    void combiningRunsConcatenatesSamplesAndKeepsTheWorstResources() {
        CellRunner runner = new CellRunner(0, 1, quiet);
        CellResult a = runner.run(new CellResult("jdbc", "tuned", "customersPaged", "cold"), new Recorder());
        CellResult b = runner.run(new CellResult("jdbc", "tuned", "customersPaged", "cold"), new Recorder());
        b.fail("connection reset");

        CellResult combined = CellResult.combine(java.util.List.of(a, b));
        assertThat(combined.samplesMillis()).hasSize(2);
        assertThat(combined.openSamplesMillis()).hasSize(2);
        assertThat(combined.medianMillis()).isNotNull();
        assertThat(combined.metric(CellField.ROWS_STORED)).isEqualTo(100);
        assertThat(combined.peakHeapBytes()).isEqualTo(Math.max(a.peakHeapBytes(), b.peakHeapBytes()));
        assertThat(combined.ok()).isFalse();
        assertThat(combined.failure()).isEqualTo("fork 2 of 2: connection reset");
        assertThat(combined).extracting("samplesFork", LIST).containsExactly(1, 2);
        assertThat(combined).extracting("forks").isEqualTo(2);
    }

    @Test
    void aSlowOpenOrCloseShowsInItsOwnPartAndInTheTotal() {
        // A clock the operation advances: open "takes" 60 ms, work 5 ms, close 40 ms, whatever the machine does.
        AtomicLong clock = new AtomicLong();
        MeasuredOperation slowEnds = new MeasuredOperation() {
            @Override
            public void open() {
                clock.addAndGet(60_000_000);
            }

            @Override
            public void work() {
                clock.addAndGet(5_000_000);
            }

            @Override
            public void close() {
                clock.addAndGet(40_000_000);
            }
        };
        CellResult cell = new CellRunner(0, 2, quiet).withNanoTime(clock::get)
                .run(new CellResult("hibernate", "paper", "store", null), slowEnds);
        assertThat(cell.openMillis()).isEqualTo(60.0);
        assertThat(cell.workMillis()).isEqualTo(5.0);
        assertThat(cell.closeMillis()).isEqualTo(40.0);
        assertThat(cell.medianMillis()).isEqualTo(105.0);
    }

    @Test
    void samplesOfAnAlreadyOpenServiceHaveOnlyAWorkPart() {
        MeasuredOperation hot = new MeasuredOperation() {
            @Override
            public void work() {
            }

            @Override
            public boolean opensAndCloses() {
                return false;
            }
        };
        CellResult cell = new CellRunner(1, 3, quiet).inFork(2).run(new CellResult("jdbc", "tuned", "customersPaged", "hot"), hot);
        assertThat(cell.workSamplesMillis()).hasSize(3);
        assertThat(cell.openSamplesMillis()).isEmpty();
        assertThat(cell.openMillis()).isNull();
        assertThat(cell).extracting("samplesFork", LIST).containsExactly(2, 2, 2);
    }

    @Test
    void aServerClockAddsTheServersCpuToEverySample() {
        long[] nanos = {0};
        CpuClock server = () -> java.util.OptionalLong.of(nanos[0] += 5_000_000);
        CellResult cell = new CellRunner(0, 2, quiet).withServer(server, null).run(new CellResult("jdbc", "tuned", "store", null), new Recorder());
        assertThat(cell.serverCpuMillis()).isEqualTo(5.0);
    }

    @Test
    void theForksLastSampleRecordsTheHeapAndResidentMemoryOfTheForkAndOfTheServer() {
        ResidentMemory server = ResidentMemory.ofTree(ProcessHandle.current().pid());
        CellResult cell = new CellRunner(0, 3, quiet).withServer(null, server).run(new CellResult("jdbc", "tuned", "store", null), new Recorder());

        assertThat(cell.samplesMillis()).hasSize(3);
        assertThat(cell).extracting("liveHeapSamplesBytes", LIST).as("read once, not between samples").hasSize(1);
        assertThat(cell.liveHeapBytes()).isPositive();
        assertThat(cell).extracting("residentSamplesBytes", LIST).hasSize(1);
        assertThat(cell.residentBytes()).isPositive();
        assertThat(cell).extracting("serverResidentSamplesBytes", LIST).hasSize(1);
        assertThat(cell.serverResidentBytes()).isPositive();
    }

    /** A hot operation whose work "takes" the given seconds in turn on the clock it advances, the last one from then on. */
    private static MeasuredOperation timed(AtomicLong clock, double... seconds) {
        int[] run = {0};
        return new MeasuredOperation() {
            @Override
            public void work() {
                clock.addAndGet((long) (seconds[Math.min(run[0]++, seconds.length - 1)] * 1e9));
            }

            @Override
            public boolean opensAndCloses() {
                return false;
            }
        };
    }

    @Test
    void aWarmUpUntilSteadyStopsOnceItsLastRunsAreFlat() {
        // seconds of virtual time, so a real JIT burst of a few ms stays far below 1 % of a run
        AtomicLong clock = new AtomicLong();
        CellResult cell = new CellRunner(0, 1, quiet).withWarmUp(WarmUp.untilSteady(2, 50, 10_000_000)).withNanoTime(clock::get)
                .run(new CellResult("jdbc", "tuned", "customersPaged", "hot"), timed(clock, 50, 40, 30, 20, 10));
        // the last five of 50, 40, 30, 20, 10, 10, 10, 10 have a median slope of 0
        assertThat(cell.warmupSamplesMillis()).containsExactly(50_000.0, 40_000.0, 30_000.0, 20_000.0, 10_000.0, 10_000.0, 10_000.0, 10_000.0);
        assertThat(cell.metric(CellField.STEADY_STATE)).isEqualTo(true);
        assertThat(cell.metric(CellField.NOT_STEADY)).isNull();
        assertThat(cell.samplesMillis()).containsExactly(10_000.0);
    }

    @Test
    void aWarmUpThatNeverSettlesStopsAtItsMostRunsOrItsCapAndSaysSo() {
        AtomicLong clock = new AtomicLong();
        double[] slower = new double[20];
        for (int i = 0; i < slower.length; i++) {
            slower[i] = 10 + 2 * i;
        }
        CellResult byRuns = new CellRunner(0, 1, quiet).withWarmUp(WarmUp.untilSteady(2, 12, 10_000_000)).withNanoTime(clock::get).inFork(3)
                .run(new CellResult("jdbc", "tuned", "customersPaged", "hot"), timed(clock, slower));
        assertThat(byRuns.warmupSamplesMillis()).hasSize(12);
        assertThat(byRuns.metric(CellField.STEADY_STATE)).isEqualTo(false);
        assertThat(byRuns.metric(CellField.NOT_STEADY)).asString().contains("fork 3: not steady after 12 warm-ups").contains("trend by +");
        assertThat(byRuns.ok()).as("an unsettled cell is still measured").isTrue();

        CellResult byTime = new CellRunner(0, 1, quiet).withWarmUp(WarmUp.untilSteady(2, 50, 100_000)).withNanoTime(clock::get)
                .run(new CellResult("jdbc", "tuned", "customersPaged", "hot"), timed(clock, 30, 31, 32, 33, 34, 35, 36));
        // 30 + 31 + 32 + 33 s reach the 100 s cap
        assertThat(byTime.warmupSamplesMillis()).hasSize(4);
        assertThat(byTime.metric(CellField.STEADY_STATE)).isEqualTo(false);
        assertThat(byTime.metric(CellField.NOT_STEADY)).asString().contains("fewer than 5 runs");
    }

    @Test
    void aFixedWarmUpJudgesNothing() {
        AtomicLong clock = new AtomicLong();
        CellResult cell = new CellRunner(3, 1, quiet).withNanoTime(clock::get)
                .run(new CellResult("jdbc", "tuned", "store", null), timed(clock, 50, 40, 30, 20));
        assertThat(cell.warmupSamplesMillis()).hasSize(3);
        assertThat(cell.metric(CellField.STEADY_STATE)).isNull();
    }

    @Test
    void combinedForksAreSteadyOnlyWhereEveryForkWas() {
        CellResult steady = new CellResult("jdbc", "tuned", "customersPaged", "hot").put(CellField.STEADY_STATE, true);
        CellResult unsettled = new CellResult("jdbc", "tuned", "customersPaged", "hot").put(CellField.STEADY_STATE, false)
                .put(CellField.NOT_STEADY, List.of("fork 2: not steady after 50 warm-ups (20.0 s): the last 5 runs trend by -7.0 %"));
        CellResult combined = CellResult.combine(List.of(steady, unsettled));
        assertThat(combined.metric(CellField.STEADY_STATE)).isEqualTo(false);
        assertThat(combined.metric(CellField.NOT_STEADY)).asInstanceOf(LIST).containsExactly(
                "fork 2: not steady after 50 warm-ups (20.0 s): the last 5 runs trend by -7.0 %");
        assertThat(CellResult.combine(List.of(steady, steady)).metric(CellField.STEADY_STATE)).isEqualTo(true);
    }
}
