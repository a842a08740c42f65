package persistencebench.generator.bookstore;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import persistencebench.model.bookstore.Bookstore;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.PurchaseItem;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.Shop;
import persistencebench.harness.testing.Slow;

@Slow
class BookstoreGeneratorTest {
    private static final BookstoreSize TINY = BookstoreSize.TINY;

    @Test
    void sameSeedGivesTheIdenticalGraph() {
        Bookstore first = new BookstoreGenerator(TINY, 7).generate();
        Bookstore second = new BookstoreGenerator(TINY, 7).generate();

        assertThat(BookstoreDigester.of(second)).isEqualTo(BookstoreDigester.of(first));
        assertThat(second.counts()).isEqualTo(first.counts());
        assertThat(second.getReferenceData().getCustomers().get(0).getLastName())
                .isEqualTo(first.getReferenceData().getCustomers().get(0).getLastName());
    }

    @Test
    void differentSeedGivesADifferentGraph() {
        DatasetContent seven = BookstoreDigester.of(new BookstoreGenerator(TINY, 7).generate());
        DatasetContent eight = BookstoreDigester.of(new BookstoreGenerator(TINY, 8).generate());
        assertThat(eight).isNotEqualTo(seven);
    }

    @Test
    void streamedSummaryMatchesTheInMemoryGraph() {
        Bookstore bookstore = new BookstoreGenerator(TINY, 7).generate();
        BookstoreSummary summary = new BookstoreGenerator(TINY, 7).generate(List.of());
        assertThat(summary.content()).isEqualTo(BookstoreDigester.of(bookstore));
        assertThat(summary.counts()).isEqualTo(bookstore.counts());
        assertThat(summary.formatVersion()).isEqualTo(BookstoreGenerator.FORMAT_VERSION);
    }

    @Test
    void theSummaryRecordsEveryYearInWhichACountrySoldToForeigners() {
        Bookstore bookstore = new BookstoreGenerator(BookstoreSize.SMALL, 3).generate();
        BookstoreSummary summary = new BookstoreGenerator(BookstoreSize.SMALL, 3).generate(List.of());

        assertThat(summary.countryYears()).hasSize(BookstoreSize.SMALL.countries());
        summary.countryYears().forEach(country -> {
            List<Integer> expected = bookstore.getPurchasesByYear().values().stream()
                    .filter(year -> year.getPurchases().stream().anyMatch(p -> p.isByForeigner()
                            && p.getShop().getCity().getCountry().getId() == country.countryId()))
                    .map(year -> year.getYear()).toList();
            assertThat(country.years()).as(country.name()).isNotEmpty().containsExactlyElementsOf(expected);
        });
        StoreManifest manifest = new StoreManifest(summary, new StoreBuild(1234, 56, Instant.parse("2026-12-02T05:00:00Z")));
        assertThat(DatasetManifest.fromEntries(DatasetManifest.toEntries(manifest))).isEqualTo(manifest);
    }

    @Test
    void countsStayWithinTheSizeBounds() {
        BookstoreSize small = BookstoreSize.SMALL;
        ReferenceData data = new BookstoreGenerator(small, 3).generate().getReferenceData();

        assertThat(data.getCountries()).hasSize(small.countries());
        assertThat(data.getLanguages()).hasSize(small.countries());
        assertThat(data.getGenres().size()).isBetween(small.minimumOf(small.genres()), small.genres());
        Map<Long, Long> citiesPerCountry = data.getCities().stream()
                .collect(Collectors.groupingBy(c -> c.getCountry().getId(), Collectors.counting()));
        assertThat(citiesPerCountry.values()).allSatisfy(n ->
                assertThat(n).isBetween((long) small.minimumOf(small.citiesPerCountry()), (long) small.citiesPerCountry()));
        Map<City, Long> shopsPerCity = data.getShops().stream().collect(Collectors.groupingBy(Shop::getCity, Collectors.counting()));
        assertThat(shopsPerCity.values()).allSatisfy(n ->
                assertThat(n).isBetween((long) small.minimumOf(small.shopsPerCity()), (long) small.shopsPerCity()));
        assertThat(data.getShops()).allSatisfy(shop -> {
            assertThat(shop.getEmployees().size()).isBetween(small.minimumOf(small.employeesPerShop()), small.employeesPerShop());
            assertThat(shop.getInventory()).allSatisfy(item ->
                    assertThat(item.getBook().getLanguage().getName())
                            .isEqualTo(data.getLanguages().get((int) shop.getCity().getCountry().getId() - 1).getName()));
        });
        assertThat(data.getBooks()).allSatisfy(book -> {
            assertThat(book.getPurchasePrice().scale()).isEqualTo(2);
            assertThat(book.getRetailPrice()).isGreaterThan(book.getPurchasePrice());
        });
    }

    @Test
    void purchasesAreConsistentWithShopsInventoriesAndYears() {
        Bookstore bookstore = new BookstoreGenerator(TINY, 7).generate();

        assertThat(bookstore.getPurchasesByYear().lastKey()).isEqualTo(BookstoreGenerator.LAST_YEAR);
        assertThat(bookstore.getPurchasesByYear().firstKey())
                .isGreaterThan(BookstoreGenerator.LAST_YEAR - TINY.shopAgeYears());
        List<Purchase> purchases = bookstore.getPurchases();
        for (int i = 0; i < purchases.size(); i++) {
            assertThat(purchases.get(i).getId()).isEqualTo(i + 1);
        }
        List<PurchaseItem> items = bookstore.getPurchaseItems();
        assertThat(items.get(items.size() - 1).getId()).isEqualTo(items.size());
        assertThat(purchases).allSatisfy(p -> {
            assertThat(p.getEmployee().getShop()).isSameAs(p.getShop());
            assertThat(p.getCustomer().getAddress().getCity().getCountry()).isSameAs(p.getShop().getCity().getCountry());
            assertThat(p.getItems().size()).isBetween(TINY.minimumOf(TINY.itemsPerPurchase()), TINY.itemsPerPurchase());
            assertThat(p.getItems()).allSatisfy(item -> {
                assertThat(p.getShop().getInventory()).anySatisfy(stock -> assertThat(stock.getBook()).isSameAs(item.getBook()));
                assertThat(item.getPrice()).isSameAs(item.getBook().getRetailPrice());
            });
        });
    }

    @Test
    void aboutTenPercentOfPurchasesAreByForeigners() {
        List<Purchase> purchases = new BookstoreGenerator(BookstoreSize.SMALL, 42).generate().getPurchases();
        double share = purchases.stream().filter(Purchase::isByForeigner).count() / (double) purchases.size();

        assertThat(purchases.size()).isGreaterThan(5_000);
        assertThat(share).isBetween(0.09, 0.11);
    }
}
