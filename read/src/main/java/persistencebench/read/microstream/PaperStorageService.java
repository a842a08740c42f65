package persistencebench.read.microstream;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import one.microstream.reference.Lazy;
import persistencebench.generator.bookstore.microstream.PaperBookstoreRoot;
import persistencebench.generator.bookstore.microstream.PaperYearlyPurchases;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.ForeignerQuery;

/**
 * The study's queries over the study's storage shape ({@link PaperBookstoreRoot}). Customers: a stream over the
 * customers with skip/limit (sequential and in id order, where the study paged an unordered parallel stream); keyset
 * pages by a filtered stream (not in the study); a customer by id from the root's map by id, as the study's root
 * answered it. Foreigners (the study's {@code computeByShopsAndYear}): load the year, stream its shop → purchases
 * entries, keep those whose shop (the key) is in the country, compared by identity as the study did, load each such
 * entry's lazy list, and keep the purchases whose customer's city is not the shop's city (identity again: the storage
 * holds one instance per city).
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

    /**
     * Not in the study (it paged by offset only), so the shape's natural code: a stream over the id-ordered customer
     * list, filtered by id and limited, per page.
     */
    @Override
    public List<List<Customer>> customersAfter(List<Long> afterIds, int size) {
        List<Customer> customers = root().getReferenceData().getCustomers();
        List<List<Customer>> results = new ArrayList<>(afterIds.size());
        for (long after : afterIds) {
            results.add(customers.stream().filter(c -> c.getId() > after).limit(size).toList());
        }
        return results;
    }

    /**
     * The study's {@code Customers.ofId}: one lookup in the root's {@code HashMap} of customers by id
     * ({@link persistencebench.generator.bookstore.microstream.PaperCustomers}). None of the study's query programs
     * called it, but its root offered it.
     */
    @Override
    public Customer customerById(long id) {
        return root().getCustomers().byId(id);
    }

    @Override
    public List<List<Purchase>> purchasesOfForeigners(List<ForeignerQuery> queries) {
        List<List<Purchase>> results = new ArrayList<>(queries.size());
        for (ForeignerQuery query : queries) {
            Country country = root().getReferenceData().getCountries().stream().filter(c -> c.getId() == query.countryId())
                    .findFirst().orElse(null);
            PaperYearlyPurchases year = Lazy.get(root().getLazyYearlyPurchases(query.year()));
            results.add(year == null ? List.of() : year.getShopToPurchases().entrySet().stream()
                    .filter(entry -> entry.getKey().getAddress().getCity().getState().getCountry() == country)
                    .flatMap(entry -> Lazy.get(entry.getValue()).stream())
                    .filter(p -> p.getCustomer().getAddress().getCity() != p.getShop().getAddress().getCity())
                    .toList());
        }
        return results;
    }
}
