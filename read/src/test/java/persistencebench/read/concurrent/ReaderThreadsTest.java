package persistencebench.read.concurrent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ReaderThreadsTest {

    @Test
    void everyOperationRunsOnceAndKeepsItsAnswerAtItsIndex() throws InterruptedException {
        long[] arguments = new long[100];
        for (int i = 0; i < arguments.length; i++) {
            arguments[i] = i * 3L;
        }
        AtomicInteger calls = new AtomicInteger();
        Set<String> threads = ConcurrentHashMap.newKeySet();

        ReaderThreads.Outcome outcome = ReaderThreads.run(4, arguments, 1, argument -> {
            calls.incrementAndGet();
            threads.add(Thread.currentThread().getName());
            return "answer " + argument;
        });

        assertThat(calls).hasValue(100);
        assertThat(threads).isSubsetOf("reader-1", "reader-2", "reader-3", "reader-4");
        assertThat(outcome.latencies().operations()).isEqualTo(100);
        assertThat(outcome.wallNanos()).isPositive();
        for (int i = 0; i < arguments.length; i++) {
            assertThat(outcome.answers()[i]).isEqualTo("answer " + i * 3L);
        }
    }

    @Test
    void passesRepeatTheArgumentsAndKeepEachPassesAnswersInOrder() throws InterruptedException {
        long[] arguments = {5, 7, 9};
        AtomicInteger calls = new AtomicInteger();

        ReaderThreads.Outcome outcome = ReaderThreads.run(2, arguments, 4, argument -> {
            calls.incrementAndGet();
            return argument * 10;
        });

        assertThat(calls).hasValue(12);
        assertThat(outcome.latencies().operations()).isEqualTo(12);
        assertThat(outcome.answers()).containsExactly(50L, 70L, 90L, 50L, 70L, 90L, 50L, 70L, 90L, 50L, 70L, 90L);
    }

    @Test
    void theFirstFailureStopsTheThreadsAndIsRethrown() {
        AtomicInteger calls = new AtomicInteger();

        // The operations after the failing one take a millisecond each: without it the other thread could run all
        // 990 trivial ones while the failing thread is still building its exception (seen once in CI).
        assertThatThrownBy(() -> ReaderThreads.run(2, new long[1000], 1, argument -> {
            int call = calls.incrementAndGet();
            if (call == 10) {
                throw new IllegalStateException("connection lost");
            }
            if (call > 10) {
                sleepOneMillisecond();
            }
            return "ok";
        })).isInstanceOf(IllegalStateException.class).hasMessage("connection lost");
        assertThat(calls.get()).as("the threads stop after the failure instead of running all 1000").isLessThan(1000);
    }

    private static void sleepOneMillisecond() {
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
