package persistencebench.generator.bookstore.microstream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import one.microstream.reference.Lazy;
import one.microstream.storage.embedded.types.EmbeddedStorageManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.bookstore.BookstoreDigester;
import persistencebench.generator.bookstore.BookstoreGenerator;
import persistencebench.generator.bookstore.BookstoreSink;
import persistencebench.generator.bookstore.BookstoreSummary;
import persistencebench.generator.bookstore.DatasetFiles;
import persistencebench.generator.bookstore.StorageChannels;
import persistencebench.model.bookstore.Bookstore;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.YearlyPurchases;

/** Both storage shapes of this engine: written, reopened with lazy years (and lazy lists), read back unchanged. */
class StorageShapesTest {
    private static final int LAST_YEAR = BookstoreGenerator.LAST_YEAR;

    @TempDir
    Path directory;

    @Test
    void bothShapesReopenLazilyAndReadBackTheGeneratedContent() {
        Bookstore bookstore = new BookstoreGenerator(BookstoreSize.TINY, 5).generate();
        Path paper = directory.resolve("paper");
        Path tuned = directory.resolve("tuned");
        try (var paperWriter = new PaperStorageWriter(paper, 2); var tunedWriter = new TunedStorageWriter(tuned, 1)) {
            new BookstoreGenerator(BookstoreSize.TINY, 5).generate(List.of(paperWriter, tunedWriter));
        }
        assertThat(StorageChannels.countIn(paper)).isEqualTo(2);
        Purchase expected = bookstore.getYearlyPurchases(LAST_YEAR).getPurchases().get(0);

        try (EmbeddedStorageManager manager = MicroStreamStorages.open(tuned, TunedBookstoreRoot.class)) {
            TunedBookstoreRoot root = (TunedBookstoreRoot) manager.root();
            assertThat(root.getYears()).containsExactlyElementsOf(bookstore.getPurchasesByYear().keySet());
            assertThat(root.getLazyYearlyPurchases(LAST_YEAR).isLoaded()).isFalse();
            YearlyPurchases year = root.getYearlyPurchases(LAST_YEAR);
            Purchase actual = year.getPurchases().get(0);
            assertThat(actual.getTimestamp()).isEqualTo(expected.getTimestamp());
            assertThat(actual.getShop()).isSameAs(root.getReferenceData().getShops().get((int) expected.getShop().getId() - 1));
            assertThat(year.purchasesByShop(actual.getShop())).contains(actual);
        }
        try (EmbeddedStorageManager manager = MicroStreamStorages.open(paper, PaperBookstoreRoot.class)) {
            PaperBookstoreRoot root = (PaperBookstoreRoot) manager.root();
            Lazy<PaperYearlyPurchases> lazyYear = root.getLazyYearlyPurchases(LAST_YEAR);
            assertThat(lazyYear.isLoaded()).isFalse();
            Lazy<List<Purchase>> shopList = lazyYear.get().getPurchasesByShopId().get(expected.getShop().getId());
            assertThat(shopList.isLoaded()).as("each index entry loads on its own").isFalse();
            Purchase actual = shopList.get().get(0);
            assertThat(actual.getId()).isEqualTo(expected.getId());
            assertThat(actual.getItems().get(0).getPrice()).isEqualTo(expected.getItems().get(0).getPrice());
            assertThat(lazyYear.get().getPurchasesByCustomerId().get(actual.getCustomer().getId()).get()).contains(actual);
        }
        assertThat(StorageContents.paper(paper)).isEqualTo(BookstoreDigester.of(bookstore));
        assertThat(StorageContents.tuned(tuned)).isEqualTo(BookstoreDigester.of(bookstore));
    }

    @Test
    void anInterruptedWriteLeavesNoStorageBehind() {
        Path paper = directory.resolve("paper");
        try (var writer = new PaperStorageWriter(paper, 1)) {
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
            assertThatThrownBy(() -> new BookstoreGenerator(BookstoreSize.TINY, 5).generate(List.of(writer, crash)))
                    .hasMessage("simulated crash");
            assertThat(DatasetFiles.temporaryFor(paper)).exists();
        }
        assertThat(directory).isEmptyDirectory();
    }
}
