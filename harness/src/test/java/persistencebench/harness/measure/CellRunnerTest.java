package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

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
        public void run() {
            runs++;
            calls.add("run");
        }

        @Override
        public Map<String, Object> verify() throws VerificationException {
            calls.add("verify");
            if (runs == verifyFailsAt) {
                throw new VerificationException("rows missing: 99 of 100");
            }
            return Map.of("rowsStored", 100);
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
        assertThat(cell.metric("rowsStored")).isEqualTo(100);
        assertThat(cell.metric("peakHeapBytes")).isNotNull();
        assertThat(op.calls).hasSize(5 * 4).startsWith("setUp", "run", "verify", "tearDown");
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
    void combiningRunsConcatenatesSamplesAndKeepsTheWorstResources() {
        CellRunner runner = new CellRunner(0, 1, quiet);
        CellResult a = runner.run(new CellResult("jdbc", "tuned", "customersPaged", "cold"), new Recorder());
        CellResult b = runner.run(new CellResult("jdbc", "tuned", "customersPaged", "cold"), new Recorder());
        a.put("peakHeapBytes", 10L).put("cpuMillis", 1.5);
        b.put("peakHeapBytes", 30L).put("cpuMillis", 2.0);
        b.fail("connection reset");

        CellResult combined = CellResult.combine(java.util.List.of(a, b));
        assertThat(combined.samplesMillis()).hasSize(2);
        assertThat(combined.medianMillis()).isNotNull();
        assertThat(combined.metric("rowsStored")).isEqualTo(100);
        assertThat(combined.metric("peakHeapBytes")).isEqualTo(30L);
        assertThat(combined.metric("cpuMillis")).isEqualTo(3.5);
        assertThat(combined.ok()).isFalse();
        assertThat(combined.failure()).isEqualTo("run 2 of 2: connection reset");
    }
}
