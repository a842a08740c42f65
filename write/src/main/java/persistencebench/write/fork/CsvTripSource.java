package persistencebench.write.fork;

import java.nio.file.Path;
import java.util.function.LongConsumer;
import persistencebench.generator.taxi.BadRowPolicy;
import persistencebench.generator.taxi.TripCsvReader;
import persistencebench.generator.taxi.TripReadReport;
import persistencebench.write.plugin.TripConsumer;
import persistencebench.write.plugin.TripSource;

/**
 * A {@link TripSource} reading a TLC CSV with the one fast reader; remembers the report of its read so a
 * sample can check that it delivered every trip the reference read counted.
 */
public final class CsvTripSource implements TripSource {
    private final Path csv;
    private final BadRowPolicy policy;
    private final LongConsumer progress;
    private TripReadReport report;

    public CsvTripSource(Path csv, BadRowPolicy policy, LongConsumer progress) {
        this.csv = csv;
        this.policy = policy;
        this.progress = progress;
    }

    @Override
    public TripReadReport forEach(TripConsumer consumer) throws Exception {
        if (report != null) {
            throw new IllegalStateException("a trip source is read once; " + csv + " was read already");
        }
        try {
            report = new TripCsvReader(csv, policy).read(trip -> {
                try {
                    consumer.accept(trip);
                } catch (RuntimeException e) {
                    throw e;
                } catch (Exception e) {
                    throw new ConsumerFailure(e);
                }
            }, progress);
            return report;
        } catch (ConsumerFailure failure) {
            throw failure.checked();
        }
    }

    /** The report of the read, or null when {@link #forEach} was not called or did not finish. */
    public TripReadReport report() {
        return report;
    }

    /** Carries a consumer's checked exception through the reader's {@code Consumer} sink. */
    private static final class ConsumerFailure extends RuntimeException {
        private static final long serialVersionUID = 1L;

        ConsumerFailure(Exception cause) {
            super(cause);
        }

        Exception checked() {
            return (Exception) getCause();
        }
    }
}
