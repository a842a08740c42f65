package persistencebench.generator.bookstore;

import java.util.function.Consumer;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/** Logs one line per generated part, so long generations show progress. */
final class ProgressLogSink implements BookstoreSink {
    private final Consumer<String> log;

    ProgressLogSink(Consumer<String> log) {
        this.log = log;
    }

    @Override
    public void begin(ReferenceData data) {
        log.accept(String.format("reference data: %,d countries, %,d cities, %,d shops, %,d customers, %,d books",
                data.getCountries().size(), data.getCities().size(), data.getShops().size(),
                data.getCustomers().size(), data.getBooks().size()));
    }

    @Override
    public void acceptYear(YearlyPurchases purchases) {
        log.accept(String.format("year %d: %,d purchases, %,d items", purchases.getYear(), purchases.size(), purchases.itemCount()));
    }

    @Override
    public void finish(BookstoreSummary summary) {
        log.accept(String.format("generated %,d entities, digest %s", summary.totalEntities(), summary.digest()));
    }

    @Override
    public void close() {
        // holds no resources
    }
}
