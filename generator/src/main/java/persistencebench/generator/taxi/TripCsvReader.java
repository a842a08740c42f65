package persistencebench.generator.taxi;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import persistencebench.model.taxi.Trip;

/**
 * Streams trips from an NYC TLC yellow-taxi CSV, plain or gzip-compressed (recognised by its magic
 * bytes). One instance per read.
 *
 * <p>A hand-rolled byte parser (see {@link TripRowParser}) on a background thread reads, inflates
 * and parses; the calling thread delivers the trips to the sink and reports progress. Nothing else
 * happens per trip on the calling thread: a benchmark times the read, and proofs of what was read are
 * computed by whoever needs them, outside that time. It reads real TLC files as published: header line,
 * CRLF or LF, blank nullable fields, {@code .20}-style decimals, {@code 1.0} in integer columns,
 * negative amounts, pickups outside the file's month. Malformed rows, including rows with the wrong
 * number of columns, stop the read with a {@link MalformedTripRowException} ({@link BadRowPolicy#FAIL})
 * or are counted and skipped ({@link BadRowPolicy#SKIP}); a missing or wrong header, a line too long to
 * be a row, or a gzip file cut short or corrupt ({@link CorruptTripFileException}) always stops it.
 * Empty lines carry no data and are passed over; line numbers count them.
 */
public final class TripCsvReader {

    /** About how often the progress callback hears from a read. */
    static final long PROGRESS_EVERY_ROWS = 100_000;

    private static final int QUEUE_BATCHES = 16;
    private static final long PARSER_STOP_WAIT_MILLIS = 5_000;

    private final Path csv;
    private final BadRowPolicy policy;
    private boolean used;

    public TripCsvReader(Path csv, BadRowPolicy policy) {
        this.csv = Objects.requireNonNull(csv, "csv");
        this.policy = Objects.requireNonNull(policy, "policy");
    }

    /**
     * Delivers every valid trip in file order to {@code sink}, on the calling thread.
     *
     * @param progress receives the running count of rows read about every 100,000 rows and at the end
     * @return what the read saw: trips delivered, rows skipped with samples
     * @throws MalformedTripRowException at the first malformed row with {@link BadRowPolicy#FAIL}
     *         (after delivering the trips before it), or for a missing or wrong header
     * @throws CorruptTripFileException for a gzip file cut short or corrupt
     * @throws IOException if the file cannot be read
     */
    public TripReadReport read(Consumer<Trip> sink, LongConsumer progress) throws IOException {
        Objects.requireNonNull(sink, "sink");
        Objects.requireNonNull(progress, "progress");
        if (used) {
            throw new IllegalStateException("A TripCsvReader reads once; create a new one to read " + csv + " again");
        }
        used = true;
        BlockingQueue<TripBatch> queue = new ArrayBlockingQueue<>(QUEUE_BATCHES);
        TripFileParser parser = new TripFileParser(csv, policy, queue);
        Thread parsing = new Thread(parser, "taxi-csv-parser-" + csv.getFileName());
        parsing.setDaemon(true);
        parsing.start();
        try {
            return consume(queue, sink, progress);
        } finally {
            parser.cancel();
            awaitStop(parsing);
        }
    }

    private TripReadReport consume(BlockingQueue<TripBatch> queue, Consumer<Trip> sink, LongConsumer progress)
            throws IOException {
        long rows = 0;
        long nextProgress = PROGRESS_EVERY_ROWS;
        while (true) {
            TripBatch batch = take(queue);
            Trip[] trips = batch.trips;
            for (int i = 0; i < batch.size; i++) {
                sink.accept(trips[i]);
            }
            rows += batch.size;
            if (rows >= nextProgress) {
                progress.accept(rows);
                nextProgress = (rows / PROGRESS_EVERY_ROWS + 1) * PROGRESS_EVERY_ROWS;
            }
            if (batch.failure != null) {
                throw rethrow(batch.failure);
            }
            if (batch.last) {
                progress.accept(rows);
                return new TripReadReport(csv, rows, batch.skipped, batch.skippedSamples);
            }
        }
    }

    private TripBatch take(BlockingQueue<TripBatch> queue) throws InterruptedIOException {
        try {
            return queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("Interrupted while reading trips from " + csv);
        }
    }

    /** Rethrows the parsing thread's failure with its own type, so callers can catch what they expect. */
    private IOException rethrow(Throwable failure) {
        if (failure instanceof IOException) {
            return (IOException) failure;
        }
        if (failure instanceof RuntimeException) {
            throw (RuntimeException) failure;
        }
        if (failure instanceof Error) {
            throw (Error) failure;
        }
        return new IOException("Reading trips from " + csv + " failed: " + failure, failure);
    }

    private static void awaitStop(Thread parsing) {
        try {
            parsing.join(PARSER_STOP_WAIT_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
