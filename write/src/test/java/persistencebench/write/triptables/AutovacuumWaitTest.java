package persistencebench.write.triptables;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The wait before a SQL sample: it ends as soon as no autovacuum worker runs, and gives up (reporting so) at its bound. */
class AutovacuumWaitTest {
    private static final Duration SHORT = Duration.ofMillis(300);

    @Test
    void aQuietDatabaseOrOneWithoutAutovacuumDoesNotWait() throws Exception {
        assertThat(AutovacuumWait.untilQuiet(() -> OptionalInt.of(0), SHORT)).isTrue();
        assertThat(AutovacuumWait.untilQuiet(OptionalInt::empty, SHORT)).isTrue();
    }

    @Test
    void waitsUntilTheWorkersAreGone() throws Exception {
        AtomicInteger polls = new AtomicInteger();
        assertThat(AutovacuumWait.untilQuiet(() -> OptionalInt.of(polls.incrementAndGet() < 3 ? 1 : 0), Duration.ofSeconds(10))).isTrue();
        assertThat(polls).hasValue(3);
    }

    @Test
    void givesUpAtItsBoundWhenAWorkerKeepsRunning() throws Exception {
        AtomicInteger polls = new AtomicInteger();
        assertThat(AutovacuumWait.untilQuiet(() -> OptionalInt.of(polls.incrementAndGet()), SHORT)).isFalse();
        assertThat(polls.get()).isGreaterThan(1);
    }
}
