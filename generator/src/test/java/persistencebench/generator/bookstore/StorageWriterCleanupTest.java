package persistencebench.generator.bookstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.bookstore.eclipsestore.EclipseStoreBookstoreRoot;
import persistencebench.generator.bookstore.eclipsestore.EclipseStoreBookstoreStorage;
import persistencebench.generator.bookstore.eclipsestore.EclipseStoreBookstoreWriter;
import persistencebench.generator.bookstore.microstream.MicroStreamBookstoreRoot;
import persistencebench.generator.bookstore.microstream.MicroStreamBookstoreStorage;
import persistencebench.generator.bookstore.microstream.MicroStreamBookstoreWriter;
import persistencebench.model.bookstore.Bookstore;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

class StorageWriterCleanupTest {
    @TempDir
    Path directory;

    @Test
    void storagesReopenWithLazyYearsAndTheSameValues() {
        Bookstore bookstore = new BookstoreGenerator(BookstoreSize.TINY, 5).generate();
        Path ms = directory.resolve("microstream");
        Path es = directory.resolve("eclipsestore");
        try (var msWriter = new MicroStreamBookstoreWriter(ms, 2); var esWriter = new EclipseStoreBookstoreWriter(es, 1)) {
            new BookstoreGenerator(BookstoreSize.TINY, 5).generate(List.of(msWriter, esWriter));
        }
        assertThat(StorageChannels.countIn(ms)).isEqualTo(2);
        int lastYear = BookstoreGenerator.LAST_YEAR;
        Purchase expected = bookstore.getYearlyPurchases(lastYear).getPurchases().get(0);

        try (var manager = MicroStreamBookstoreStorage.open(ms)) {
            MicroStreamBookstoreRoot root = MicroStreamBookstoreStorage.root(manager);
            assertThat(root.getYears()).containsExactlyElementsOf(bookstore.getPurchasesByYear().keySet());
            assertThat(root.getLazyYearlyPurchases(lastYear).isLoaded()).isFalse();
            YearlyPurchases year = root.getYearlyPurchases(lastYear);
            Purchase actual = year.getPurchases().get(0);
            assertThat(actual.getTimestamp()).isEqualTo(expected.getTimestamp());
            assertThat(actual.getShop()).isSameAs(root.getShops().get((int) expected.getShop().getId() - 1));
            assertThat(year.purchasesByShop(actual.getShop())).contains(actual);
            assertThat(actual.getItems().get(0).getPrice()).isEqualTo(expected.getItems().get(0).getPrice());
        }
        try (var manager = EclipseStoreBookstoreStorage.open(es)) {
            EclipseStoreBookstoreRoot root = EclipseStoreBookstoreStorage.root(manager);
            ReferenceData data = root.getReferenceData();
            assertThat(data.getCustomers().get(3).getLastName())
                    .isEqualTo(bookstore.getReferenceData().getCustomers().get(3).getLastName());
            assertThat(root.getYearlyPurchases(lastYear).size()).isEqualTo(bookstore.getYearlyPurchases(lastYear).size());
        }
    }

    @Test
    void anInterruptedWriteLeavesNoStorageBehind() {
        Path ms = directory.resolve("microstream");
        Path es = directory.resolve("eclipsestore");
        try (var msWriter = new MicroStreamBookstoreWriter(ms, 1); var esWriter = new EclipseStoreBookstoreWriter(es, 1)) {
            BookstoreSink crash = new BookstoreSink() {
                @Override
                public void begin(ReferenceData referenceData) {
                }

                @Override
                public void acceptYear(YearlyPurchases purchases) {
                    throw new IllegalStateException("simulated crash");
                }

                @Override
                public void finish(BookstoreSummary summary) {
                }

                @Override
                public void close() {
                }
            };
            assertThatThrownBy(() -> new BookstoreGenerator(BookstoreSize.TINY, 5).generate(List.of(msWriter, esWriter, crash)))
                    .hasMessage("simulated crash");
            assertThat(DatasetFiles.temporaryFor(ms)).exists();
        }
        assertThat(directory).isEmptyDirectory();
    }
}
