package persistencebench.generator.bookstore;

import java.util.List;

/**
 * The wall time a generation pass spends making the dataset in memory, apart from writing it: from the clock's
 * creation, right before the pass, to the first {@link #stop()}, when the first store finishes (every year generated
 * and handed to every store), less what the stores' writers took meanwhile. The progress log's lines count as
 * generation.
 */
final class GenerationClock {
    private final long start = System.nanoTime();
    private final List<TimedSink> writers;
    private long nanos = -1;

    /** @param writers the pass's timed store writers, whose time is not generation */
    GenerationClock(List<TimedSink> writers) {
        this.writers = List.copyOf(writers);
    }

    /** Stops the clock the first time; later calls (the other stores finishing) change nothing. */
    void stop() {
        if (nanos < 0) {
            nanos = System.nanoTime() - start - writers.stream().mapToLong(TimedSink::nanos).sum();
        }
    }

    /**
     * The generation time in milliseconds.
     *
     * @throws IllegalStateException before {@link #stop()}
     */
    long millis() {
        if (nanos < 0) {
            throw new IllegalStateException("the generation clock was not stopped: no store finished");
        }
        return Math.round(nanos / 1e6);
    }
}
