package persistencebench.generator.bookstore.microstream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
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
import persistencebench.generator.bookstore.StorageFootprint;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.Bookstore;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.YearlyPurchases;
import persistencebench.harness.testing.Slow;

/** Both storage shapes of this engine: written, compacted, reopened lazily, looked up by entity keys, read back unchanged. */
@Slow
class StorageShapesTest {
    private static final int LAST_YEAR = BookstoreGenerator.LAST_YEAR;

    @TempDir
    Path directory;

    private final Bookstore bookstore = new BookstoreGenerator(BookstoreSize.TINY, 5).generate();
    private final Purchase expected = bookstore.getYearlyPurchases(LAST_YEAR).getPurchases().get(0);

    private Path write(String name, int channels, boolean paper) {
        Path storage = directory.resolve(name);
        try (var writer = paper ? new PaperStorageWriter(storage, channels) : new TunedStorageWriter(storage, channels)) {
            new BookstoreGenerator(BookstoreSize.TINY, 5).generate(List.of(writer));
        }
        return storage;
    }

    @Test
    void thePaperShapeHasTheStudysCustomerMapAndEntityKeyedMapsBehindNestedLazyReferences() {
        Path paper = write("paper", 2, true);
        assertThat(StorageChannels.countIn(paper)).isEqualTo(2);

        try (EmbeddedStorageManager manager = MicroStreamStorages.open(paper, PaperBookstoreRoot.class)) {
            PaperBookstoreRoot root = (PaperBookstoreRoot) manager.root();
            ReferenceData data = root.getReferenceData();
            assertThat(root.purchasesByYear()).isInstanceOf(ConcurrentHashMap.class);
            Book book = data.getBooks().get(0);
            assertThat(root.getBooks().byIsbn(book.getIsbn())).isSameAs(book);
            assertThat(root.getBooks().byAuthor(book.getAuthor())).contains(book);
            assertThat(data.getCustomers()).allSatisfy(customer -> assertThat(root.getCustomers().byId(customer.getId()))
                    .as("the study's map by id holds customer %d", customer.getId()).isSameAs(customer));
            long last = data.getCustomers().size();
            assertThat(root.getCustomers().byId(last + 1)).isNull();
            assertThat(root.getCustomers().byId((1L << 32) + 1)).as("an id beyond the map's int keys, not truncated to one").isNull();

            Lazy<PaperYearlyPurchases> lazyYear = root.getLazyYearlyPurchases(LAST_YEAR);
            assertThat(lazyYear.isLoaded()).isFalse();
            Shop shop = data.getShops().get((int) expected.getShop().getId() - 1);
            Lazy<List<Purchase>> shopList = lazyYear.get().getShopToPurchases().get(shop);
            assertThat(shopList.isLoaded()).as("each index entry loads on its own").isFalse();
            Purchase actual = shopList.get().get(0);
            assertThat(actual.getId()).isEqualTo(expected.getId());
            assertThat(actual.getShop()).isSameAs(shop);
            assertThat(actual.getItems().get(0).getPrice()).isEqualTo(expected.getItems().get(0).getPrice());
            assertThat(lazyYear.get().getCustomerToPurchases().get(actual.getCustomer()).get()).contains(actual);
            assertThat(lazyYear.get().getEmployeeToPurchases().get(actual.getEmployee()).get()).contains(actual);
        }
        assertThat(StorageContents.paper(paper)).isEqualTo(BookstoreDigester.of(bookstore));
    }

    @Test
    void theTunedShapeLoadsOnlyTheListOfTheShopAQueryTouches() {
        Path tuned = write("tuned", 1, false);

        try (EmbeddedStorageManager manager = MicroStreamStorages.open(tuned, TunedBookstoreRoot.class)) {
            TunedBookstoreRoot root = (TunedBookstoreRoot) manager.root();
            assertThat(root.getYears()).containsExactlyElementsOf(bookstore.getPurchasesByYear().keySet());
            TunedYear year = root.getYear(LAST_YEAR);
            assertThat(year.shopLists()).noneMatch(list -> list.isLoaded());
            Shop shop = root.getReferenceData().getShops().get((int) expected.getShop().getId() - 1);

            List<Purchase> purchases = year.purchasesOf(shop);

            assertThat(purchases.get(0).getId()).isEqualTo(expected.getId());
            assertThat(purchases).allSatisfy(p -> assertThat(p.getShop()).isSameAs(shop));
            assertThat(year.shopLists()).filteredOn(list -> list.isLoaded()).hasSize(1);
        }
        assertThat(StorageContents.tuned(tuned)).isEqualTo(BookstoreDigester.of(bookstore));
    }

    @Test
    void aPublishedStorageIsCompactedSoThatReadingItLeavesItsFilesAsTheyWere() {
        Path paper = write("paper", 1, true);
        StorageFootprint published = StorageFootprint.of(paper);

        StorageContents.paper(paper);

        assertThat(published.files()).containsKey("channel_0/transactions_0.sft");
        assertThat(StorageFootprint.of(paper).changesSince(published)).isEmpty();
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
