package persistencebench.harness.measure;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Samples used heap every few milliseconds on a daemon thread while a sample runs. The peak includes garbage not
 * yet collected: an upper bound of what the work needed, shown beside the live heap after GC ({@link LiveHeap}).
 */
final class PeakHeapSampler implements AutoCloseable {
    private static final long INTERVAL_MILLIS = 10;

    private final AtomicLong peakHeap = new AtomicLong();
    private final Thread thread;
    private volatile boolean running = true;

    private PeakHeapSampler() {
        sample();
        thread = new Thread(this::loop, "heap-sampler");
        thread.setDaemon(true);
        thread.start();
    }

    static PeakHeapSampler start() {
        return new PeakHeapSampler();
    }

    private void loop() {
        while (running) {
            sample();
            try {
                Thread.sleep(INTERVAL_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void sample() {
        long used = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        peakHeap.accumulateAndGet(used, Math::max);
    }

    long peakHeapBytes() {
        return peakHeap.get();
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
    }
}
