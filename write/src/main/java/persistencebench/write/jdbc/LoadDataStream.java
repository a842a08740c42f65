package persistencebench.write.jdbc;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import persistencebench.write.plugin.TripSource;

/**
 * The trips of a source as rows of LOAD DATA's text format ({@link CopyTextRows}), for a driver that pulls a LOAD DATA
 * LOCAL INFILE stream on its own thread: a producer thread reads the CSV, encodes the rows and hands them over in
 * chunks through a small queue, so the CSV is parsed while the server loads and never held in memory whole. A failure
 * of the read (a malformed row, an I/O error) ends the stream with that failure, which {@link #finish} rethrows
 * unchanged; closing the stream early stops the producer.
 */
final class LoadDataStream extends InputStream {
    private static final byte[] END = new byte[0];
    private static final int CHUNKS_IN_FLIGHT = 4;

    private final BlockingQueue<byte[]> chunks = new ArrayBlockingQueue<>(CHUNKS_IN_FLIGHT);
    private final Thread producer;
    private volatile Exception failure;
    private volatile boolean closed;
    private long rows;
    private byte[] chunk = new byte[0];
    private int position;
    private boolean ended;

    /** Starts reading {@code trips}; ids are the 1-based positions of the trips in the CSV. */
    LoadDataStream(TripSource trips, int chunkBytes) {
        producer = new Thread(() -> produce(trips, chunkBytes), "load-data-rows");
        producer.setDaemon(true);
        producer.start();
    }

    private void produce(TripSource trips, int chunkBytes) {
        CopyTextRows encoder = new CopyTextRows(chunkBytes + 4096);
        try {
            trips.forEach(trip -> {
                encoder.append(++rows, trip);
                if (encoder.size() >= chunkBytes) {
                    hand(Arrays.copyOf(encoder.bytes(), encoder.size()));
                    encoder.clear();
                }
            });
            if (encoder.size() > 0) {
                hand(Arrays.copyOf(encoder.bytes(), encoder.size()));
            }
        } catch (Exception e) {
            if (!closed) {
                failure = e; // once closed, the failure is only the closing itself
            }
        } finally {
            try {
                hand(END);
            } catch (InterruptedException e) {
                // closed: nobody reads the end any more
            }
        }
    }

    /** Queues a chunk, waiting while the driver is behind; gives up once the stream is closed. */
    private void hand(byte[] bytes) throws InterruptedException {
        while (!chunks.offer(bytes, 100, TimeUnit.MILLISECONDS)) {
            if (closed) {
                throw new InterruptedException("the LOAD DATA stream was closed");
            }
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] target, int offset, int length) throws IOException {
        if (length == 0) {
            return 0;
        }
        while (position == chunk.length) {
            if (ended) {
                return -1;
            }
            try {
                chunk = chunks.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while the trips were read");
            }
            position = 0;
            if (chunk == END) {
                ended = true;
                if (failure != null) {
                    throw new IOException("reading the trips failed: " + failure.getMessage(), failure);
                }
            }
        }
        int n = Math.min(length, chunk.length - position);
        System.arraycopy(chunk, position, target, offset, n);
        position += n;
        return n;
    }

    /** Stops the producer if it still runs (the driver stopped reading early). */
    @Override
    public void close() {
        closed = true;
    }

    /**
     * After the load: waits for the producer and rethrows its failure unchanged, so a cell fails with the reader's
     * message rather than the driver's.
     *
     * @return the trips the producer encoded
     */
    long finish() throws Exception {
        close();
        producer.join();
        if (failure != null) {
            throw failure;
        }
        return rows;
    }
}
