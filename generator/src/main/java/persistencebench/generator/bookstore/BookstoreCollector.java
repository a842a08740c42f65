package persistencebench.generator.bookstore;

import java.util.ArrayList;
import java.util.List;
import persistencebench.model.bookstore.Bookstore;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/** A sink that keeps everything, for callers that want the whole graph in memory. */
final class BookstoreCollector implements BookstoreSink {
    private ReferenceData referenceData;
    private final List<YearlyPurchases> years = new ArrayList<>();

    @Override
    public void begin(ReferenceData data) {
        this.referenceData = data;
    }

    @Override
    public void acceptYear(YearlyPurchases purchases) {
        years.add(purchases);
    }

    @Override
    public void finish(BookstoreSummary summary) {
        // nothing to complete: the graph is already whole
    }

    @Override
    public void close() {
        // holds no resources
    }

    Bookstore bookstore() {
        return new Bookstore(referenceData, years);
    }
}
