package persistencebench.generator.bookstore;

import java.util.Locale;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/** Adds up the wall-clock time a store's sink spends in its calls, to report how long each store took to write. */
final class TimedSink implements BookstoreSink {
    private final String store;
    private final BookstoreSink delegate;
    private long nanos;

    TimedSink(String store, BookstoreSink delegate) {
        this.store = store;
        this.delegate = delegate;
    }

    @Override
    public void begin(ReferenceData referenceData) {
        timed(() -> delegate.begin(referenceData));
    }

    @Override
    public void acceptYear(YearlyPurchases purchases) {
        timed(() -> delegate.acceptYear(purchases));
    }

    @Override
    public void finish(BookstoreSummary summary) {
        timed(() -> delegate.finish(summary));
    }

    private void timed(Runnable call) {
        long start = System.nanoTime();
        call.run();
        nanos += System.nanoTime() - start;
    }

    @Override
    public void close() {
        delegate.close();
    }

    /** {@code <store> <seconds> s}, for the generation log. */
    String report() {
        return String.format(Locale.ROOT, "%s %.1f s", store, nanos / 1e9);
    }

    long nanos() {
        return nanos;
    }
}
