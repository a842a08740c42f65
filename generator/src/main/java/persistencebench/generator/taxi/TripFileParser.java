package persistencebench.generator.taxi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import persistencebench.model.taxi.Trip;

/**
 * The producing half of a {@link TripCsvReader}: reads (and inflates) the file, checks the header,
 * parses rows into trips and hands them over in batches, applying the {@link BadRowPolicy}.
 * Runs on its own thread so that I/O and parsing overlap with whatever consumes the trips.
 */
final class TripFileParser implements Runnable {

    static final int BATCH_TRIPS = 4096;
    static final int MAX_SKIPPED_SAMPLES = 10;

    private static final int READ_BUFFER_BYTES = 1 << 20;
    private static final long OFFER_WAIT_MILLIS = 100;

    private final Path csv;
    private final BadRowPolicy policy;
    private final BlockingQueue<TripBatch> out;
    private volatile boolean cancelled;

    TripFileParser(Path csv, BadRowPolicy policy, BlockingQueue<TripBatch> out) {
        this.csv = csv;
        this.policy = policy;
        this.out = out;
    }

    /** Asks the parser to stop soon; it then hands over nothing more. */
    void cancel() {
        cancelled = true;
    }

    @Override
    public void run() {
        Trip[] batch = new Trip[BATCH_TRIPS];
        int size = 0;
        long skipped = 0;
        List<String> samples = new ArrayList<>();
        try (InputStream in = TripFileInput.open(csv)) {
            LineReader lines = new LineReader(in, READ_BUFFER_BYTES);
            checkHeader(lines);
            TripRowParser parser = new TripRowParser(csv);
            while (lines.next()) {
                if (lines.start() == lines.end()) {
                    continue; // an empty line carries no data
                }
                try {
                    Trip trip = parser.parse(lines.buffer(), lines.start(), lines.end(), lines.lineNumber());
                    batch[size++] = trip;
                } catch (MalformedTripRowException e) {
                    if (policy == BadRowPolicy.FAIL) {
                        throw e;
                    }
                    skipped++;
                    if (samples.size() < MAX_SKIPPED_SAMPLES) {
                        samples.add(e.getMessage());
                    }
                }
                if (size == BATCH_TRIPS) {
                    handOver(TripBatch.of(batch, size));
                    batch = new Trip[BATCH_TRIPS];
                    size = 0;
                }
            }
            handOver(TripBatch.end(batch, size, skipped, samples));
        } catch (LineReader.LineTooLongException e) {
            handOverFailure(batch, size, new MalformedTripRowException(csv, e.line(), null, "",
                    "the line is longer than " + LineReader.MAX_LINE_BYTES
                            + " bytes (expected a TLC yellow-taxi CSV row of about 100 bytes)"));
        } catch (Cancelled e) {
            // The consumer gave up; nobody is listening any more.
        } catch (Throwable e) {
            handOverFailure(batch, size, e);
        }
    }

    private void checkHeader(LineReader lines) throws IOException {
        if (!lines.next()) {
            throw new MalformedTripRowException(csv, 1, null, "",
                    "the file is empty (expected the TLC header " + TlcColumns.HEADER + " and trip rows)");
        }
        String header = new String(lines.buffer(), lines.start(), lines.end() - lines.start(), StandardCharsets.UTF_8);
        if (header.startsWith("\uFEFF")) {
            header = header.substring(1);
        }
        if (!header.equalsIgnoreCase(TlcColumns.HEADER)) {
            throw new MalformedTripRowException(csv, 1, null, header,
                    "is not the TLC yellow-taxi header (expected " + TlcColumns.HEADER + ")");
        }
    }

    private void handOverFailure(Trip[] batch, int size, Throwable failure) {
        try {
            handOver(TripBatch.failed(batch, size, failure));
        } catch (Cancelled ignored) {
            // The consumer gave up; it does not need our failure either.
        }
    }

    private void handOver(TripBatch batch) {
        try {
            while (!out.offer(batch, OFFER_WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
                if (cancelled) {
                    throw new Cancelled();
                }
            }
        } catch (InterruptedException e) {
            throw new Cancelled();
        }
    }

    /** Unwinds the parser when the consumer cancelled the read. */
    private static final class Cancelled extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Cancelled() {
            super(null, null, false, false);
        }
    }
}
