package persistencebench.generator.bookstore;

import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * Receives a generated bookstore as a stream: {@link #begin} with the reference data, {@link #acceptYear} once per
 * year in ascending order, then {@link #finish} with the counts and digest. Streaming keeps memory bounded by one
 * year of purchases, which matters for {@code large} and {@code huge}.
 * <p>
 * {@link #close()} is always called; when {@link #finish} was not reached it must discard partial output (delete a
 * half-written storage, roll back a load), so an interrupted run never leaves something that looks complete.
 * Failures are reported as unchecked exceptions with the store and the cause in the message.
 */
public interface BookstoreSink extends AutoCloseable {

    void begin(ReferenceData referenceData);

    void acceptYear(YearlyPurchases purchases);

    void finish(BookstoreSummary summary);

    @Override
    void close();
}
