package persistencebench.read.concurrent;

/**
 * The most throughput {@link ReaderThreads} can measure for a cell: the cell's threads, operations and passes with an
 * operation that does nothing, so what is left is the harness's own cost per operation (taking the next operation
 * from a shared counter, two clock readings, a histogram entry, storing the answer). Where a contestant's throughput
 * comes near it, as an in-process object graph's sub-microsecond lookups can, the cell measures the harness as much
 * as the store, and a reader should read its scaling with that in mind.
 */
final class HarnessCeiling {
    /** Timed runs after one untimed one; their summed operations over their summed time. */
    private static final int RUNS = 3;

    private HarnessCeiling() {
    }

    /** Operations per second of {@code passes} passes over {@code arguments} on {@code threads} threads doing nothing. */
    static double opsPerSecond(int threads, long[] arguments, int passes) throws InterruptedException {
        ReaderThreads.run(threads, arguments, passes, argument -> Boolean.TRUE);
        long nanos = 0;
        for (int run = 0; run < RUNS; run++) {
            nanos += ReaderThreads.run(threads, arguments, passes, argument -> Boolean.TRUE).wallNanos();
        }
        return (double) arguments.length * passes * RUNS / (nanos / 1e9);
    }
}
