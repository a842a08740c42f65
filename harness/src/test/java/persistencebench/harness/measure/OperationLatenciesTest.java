package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Latencies handed from a fork to its parent as an encoded histogram merge into percentiles over every fork's operations. */
class OperationLatenciesTest {

    /** {@code count} operations of {@code nanos} each, timed on a clock that advances by that much per operation. */
    private static OperationLatencies of(int count, long nanos) {
        AtomicLong clock = new AtomicLong();
        OperationLatencies latencies = new OperationLatencies(clock::get);
        for (int i = 0; i < count; i++) {
            long start = latencies.now();
            clock.addAndGet(nanos);
            latencies.recordSince(start);
        }
        return latencies;
    }

    @Test
    void anEncodedHistogramDecodesToTheSameOperations() {
        OperationLatencies fork = of(300, 2_000);

        OperationLatencies decoded = OperationLatencies.decoded(fork.encoded(), fork.totalNanos());

        assertThat(decoded.operations()).isEqualTo(300);
        assertThat(decoded.totalNanos()).isEqualTo(600_000);
        assertThat(decoded.summary()).isEqualTo(fork.summary());
    }

    @Test
    void mergedForksGivePercentilesOverEveryOperation() {
        OperationLatencies fast = of(90, 1_000);
        OperationLatencies slow = of(10, 100_000);
        OperationLatencies merged = new OperationLatencies();
        merged.add(OperationLatencies.decoded(fast.encoded(), fast.totalNanos()));
        merged.add(OperationLatencies.decoded(slow.encoded(), slow.totalNanos()));

        assertThat(merged.operations()).isEqualTo(100);
        // the 90th percentile is the fast fork's, the 99th the slow fork's: neither fork's own p99 would say so
        assertThat(merged.summary()).containsEntry("p90Micros", 1.0).containsEntry("meanMicros", 10.9);
        assertThat((double) merged.summary().get("p99Micros")).isBetween(99.9, 100.1);
    }

    @Test
    void somethingElseIsNoEncodedHistogram() {
        assertThatThrownBy(() -> OperationLatencies.decoded("bm90IGEgaGlzdG9ncmFt", 1)).isInstanceOf(IllegalArgumentException.class);
    }
}
