package persistencebench.read.concurrent;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongFunction;
import persistencebench.harness.measure.CpuClock;
import persistencebench.harness.measure.MachineActivity;
import persistencebench.harness.measure.OperationLatencies;

/**
 * Runs a list of operations on a number of threads: the threads are started and, once every one is ready, wait at a
 * gate; the clock starts when the gate opens and stops when the last thread has finished. Each thread takes the next
 * operation not yet taken (so a slow operation does not leave a thread idle while another still has a queue), times
 * it into its own latency histogram and keeps its answer at the operation's index. The operations are a number of
 * passes over the arguments. The first failure stops every thread and is rethrown; a run that does not finish
 * (interrupted) lets its threads end before it returns.
 */
final class ReaderThreads {

    /**
     * What a run produced: every operation's answer in operation order (pass after pass), all latencies, the wall time,
     * and the CPU this JVM and the database server spent over it (null where it could not be read, or there is no server).
     */
    record Outcome(Object[] answers, OperationLatencies latencies, long wallNanos, Double cpuMillis, Double serverCpuMillis,
                   MachineActivity machine) {
    }

    /** How long an unfinished run waits for each of its threads to end. */
    static final long STOP_WAIT_MILLIS = 60_000;

    private ReaderThreads() {
    }

    /** Runs {@code operation} for every argument of {@code arguments}, {@code passes} times over, on {@code threads} threads, no server CPU read. */
    static Outcome run(int threads, long[] arguments, int passes, LongFunction<Object> operation) throws InterruptedException {
        return run(threads, arguments, passes, operation, null);
    }

    /**
     * Runs {@code operation} for every argument of {@code arguments}, {@code passes} times over, on {@code threads}
     * threads; the CPU clocks are read while the threads wait at the gate and after the last one finished, outside the
     * wall time.
     *
     * @param serverCpu the database server's CPU clock, or null
     */
    static Outcome run(int threads, long[] arguments, int passes, LongFunction<Object> operation, CpuClock serverCpu)
            throws InterruptedException {
        int total = arguments.length * passes;
        Object[] answers = new Object[total];
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch gate = new CountDownLatch(1);
        List<Thread> running = new ArrayList<>(threads);
        List<OperationLatencies> latencies = new ArrayList<>(threads);
        boolean finished = false;
        try {
            for (int t = 0; t < threads; t++) {
                OperationLatencies own = new OperationLatencies();
                latencies.add(own);
                Thread thread = new Thread(() -> {
                    try {
                        ready.countDown();
                        gate.await();
                        for (int i = next.getAndIncrement(); i < total && failure.get() == null; i = next.getAndIncrement()) {
                            long start = own.now();
                            answers[i] = operation.apply(arguments[i % arguments.length]);
                            own.recordSince(start);
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    } catch (Throwable e) {
                        failure.compareAndSet(null, e);
                    }
                }, "reader-" + (t + 1));
                thread.setDaemon(true);
                running.add(thread);
                thread.start();
            }
            ready.await();
            CpuClock jvmCpu = CpuClock.thisJvm();
            OptionalLong serverBefore = serverCpu == null ? OptionalLong.empty() : serverCpu.cpuNanos();
            MachineActivity.Reading machineBefore = MachineActivity.read();
            OptionalLong jvmBefore = jvmCpu.cpuNanos();
            long start = System.nanoTime();
            gate.countDown();
            for (Thread thread : running) {
                thread.join();
            }
            long wallNanos = System.nanoTime() - start;
            finished = true;
            Double cpuMillis = CpuClock.millisBetween(jvmBefore, jvmCpu.cpuNanos());
            MachineActivity machine = MachineActivity.read().since(machineBefore);
            Double serverCpuMillis = serverCpu == null ? null : CpuClock.millisBetween(serverBefore, serverCpu.cpuNanos());
            if (failure.get() instanceof RuntimeException e) {
                throw e;
            } else if (failure.get() instanceof Error e) {
                throw e;
            } else if (failure.get() != null) {
                throw new IllegalStateException("a reader failed", failure.get());
            }
            OperationLatencies all = new OperationLatencies();
            latencies.forEach(all::add);
            return new Outcome(answers, all, wallNanos, cpuMillis, serverCpuMillis, machine);
        } finally {
            if (!finished) {
                next.set(total);
                gate.countDown();
                stop(running);
            }
        }
    }

    /**
     * Waits for the threads of a run that did not finish (interrupted, or a thread that could not start): no operation
     * is left to take and the gate is open, so each ends after the operation it is in. A reader blocked on a server
     * that no longer answers is left after {@value #STOP_WAIT_MILLIS} ms (the threads are daemons) rather than waited
     * for forever.
     */
    private static void stop(List<Thread> running) {
        boolean interrupted = Thread.interrupted();
        try {
            for (Thread thread : running) {
                thread.join(STOP_WAIT_MILLIS);
            }
        } catch (InterruptedException e) {
            interrupted = true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
