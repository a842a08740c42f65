package persistencebench.harness.measure;

import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Samples used heap every few milliseconds on a daemon thread while an iteration runs, and reads the
 * process CPU time before and after. The peak is of sampled used heap, so it includes garbage not yet
 * collected: an upper bound of what the work needed, comparable across backends measured the same way.
 */
final class ResourceSampler implements AutoCloseable {
    private static final long INTERVAL_MILLIS = 10;

    private final AtomicLong peakHeap = new AtomicLong();
    private final long cpuAtStart;
    private final Thread thread;
    private volatile boolean running = true;

    private ResourceSampler() {
        cpuAtStart = processCpuNanos();
        sample();
        thread = new Thread(this::loop, "heap-sampler");
        thread.setDaemon(true);
        thread.start();
    }

    static ResourceSampler start() {
        return new ResourceSampler();
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

    double cpuMillis() {
        long now = processCpuNanos();
        return now < 0 || cpuAtStart < 0 ? -1 : (now - cpuAtStart) / 1_000_000.0;
    }

    private static long processCpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
        sample();
    }
}
