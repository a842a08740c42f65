package persistencebench.generator.bookstore;

import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/** Adds up the wall-clock time a sink spends in its calls, to report how long each store took to write. */
final class TimedSink implements BookstoreSink {
    private final BookstoreSink delegate;
    private long nanos;

    TimedSink(BookstoreSink delegate) {
        this.delegate = delegate;
    }

    @Override
    public void begin(ReferenceData referenceData) {
        long start = System.nanoTime();
        delegate.begin(referenceData);
        nanos += System.nanoTime() - start;
    }

    @Override
    public void acceptYear(YearlyPurchases purchases) {
        long start = System.nanoTime();
        delegate.acceptYear(purchases);
        nanos += System.nanoTime() - start;
    }

    @Override
    public void finish(BookstoreSummary summary) {
        long start = System.nanoTime();
        delegate.finish(summary);
        nanos += System.nanoTime() - start;
    }

    @Override
    public void close() {
        delegate.close();
    }

    long nanos() {
        return nanos;
    }
}
