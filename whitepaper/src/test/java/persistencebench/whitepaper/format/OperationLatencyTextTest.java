package persistencebench.whitepaper.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import persistencebench.whitepaper.results.ReadBack;

/** The single-operation latencies always name their n and show a p99 only from 100 operations on. */
class OperationLatencyTextTest {

    @Test
    void showsTheP99FromAHundredOperationsOn() {
        ReadBack.Phase hundred = phase(100L);
        assertThat(OperationLatencyText.p50AndP99(hundred)).isEqualTo("45.0 / 1,300");
        assertThat(OperationLatencyText.n(hundred)).isEqualTo("n 100");
    }

    @Test
    void leavesThePercentileOutBelowAHundredOperationsWhereItWouldBeTheMaximum() {
        ReadBack.Phase few = phase(25L);
        assertThat(OperationLatencyText.p50AndP99(few)).isEqualTo("45.0 / –");
        assertThat(OperationLatencyText.p99(few)).isEqualTo("–");
        assertThat(OperationLatencyText.n(few)).isEqualTo("n 25");
    }

    private static ReadBack.Phase phase(long operations) {
        return new ReadBack.Phase(operations, 20_000L, 50.0, 45.0, 90.0, 1_300.0, 1_300.0, 1_300.0, null, null, null, null);
    }
}
