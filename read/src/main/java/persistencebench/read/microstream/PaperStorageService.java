package persistencebench.read.microstream;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import one.microstream.reference.Lazy;
import persistencebench.generator.bookstore.microstream.PaperBookstoreRoot;
import persistencebench.generator.bookstore.microstream.PaperYearlyPurchases;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.query.ForeignerQuery;

/**
 * The study's queries over the study's storage shape ({@link PaperBookstoreRoot}). Customers: a stream over the
 * customers with skip/limit (sequential and in id order, where the study paged an unordered parallel stream). Foreigners
 * (the study's {@code computeByShopsAndYear}): load the year, take its by-shop entries whose shop is in the country,
 * load each entry's lazy list, and keep the purchases whose customer's city is not the shop's city (compared by
 * identity, as the study did: the storage holds one instance per city).
 */
final class PaperStorageService extends StorageService<PaperBookstoreRoot> {

    PaperStorageService(Path directory) {
        super(directory, PaperBookstoreRoot.class);
    }

    @Override
    public List<List<Customer>> customersPages(List<Integer> pages, int size) {
        List<Customer> customers = root().getReferenceData().getCustomers();
        List<List<Customer>> results = new ArrayList<>(pages.size());
        for (int page : pages) {
            results.add(customers.stream().skip((long) page * size).limit(size).toList());
        }
        return results;
    }

    @Override
    public List<List<Purchase>> purchasesOfForeigners(List<ForeignerQuery> queries) {
        List<Shop> shops = root().getReferenceData().getShops();
        List<List<Purchase>> results = new ArrayList<>(queries.size());
        for (ForeignerQuery query : queries) {
            PaperYearlyPurchases year = Lazy.get(root().getLazyYearlyPurchases(query.year()));
            results.add(year == null ? List.of() : year.getPurchasesByShopId().entrySet().stream()
                    .filter(entry -> shops.get((int) (entry.getKey() - 1)).getCity().getCountry().getId() == query.countryId())
                    .flatMap(entry -> Lazy.get(entry.getValue()).stream())
                    .filter(p -> p.getCustomer().getAddress().getCity() != p.getShop().getAddress().getCity())
                    .toList());
        }
        return results;
    }
}
