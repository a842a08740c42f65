package persistencebench.read.microstream;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import persistencebench.generator.bookstore.microstream.TunedBookstoreRoot;
import persistencebench.generator.bookstore.microstream.TunedYear;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.query.ForeignerQuery;

/**
 * An expert's queries over the tuned storage shape ({@link TunedBookstoreRoot}): a sub-list copy per customer page
 * (found by position for offset pages, by binary search on the id for keyset pages); a binary search for a customer by
 * id; for foreigners, the year's per-shop lists of the country's shops only (each loaded on first touch), filtered by
 * the customer's city.
 */
final class TunedStorageService extends StorageService<TunedBookstoreRoot> {

    TunedStorageService(Path directory) {
        super(directory, TunedBookstoreRoot.class);
    }

    @Override
    public List<List<Customer>> customersPages(List<Integer> pages, int size) {
        List<Customer> customers = root().getReferenceData().getCustomers();
        List<List<Customer>> results = new ArrayList<>(pages.size());
        for (int page : pages) {
            int from = (int) Math.min((long) page * size, customers.size());
            results.add(List.copyOf(customers.subList(from, Math.min(from + size, customers.size()))));
        }
        return results;
    }

    /** Per page a binary search for the first id after the page's after-id ({@link IdOrderedCustomers}), then a sub-list copy. */
    @Override
    public List<List<Customer>> customersAfter(List<Long> afterIds, int size) {
        List<Customer> customers = root().getReferenceData().getCustomers();
        List<List<Customer>> results = new ArrayList<>(afterIds.size());
        for (long after : afterIds) {
            int from = IdOrderedCustomers.firstAtLeast(customers, after + 1);
            results.add(List.copyOf(customers.subList(from, Math.min(from + size, customers.size()))));
        }
        return results;
    }

    /** A binary search in the id-ordered customer list ({@link IdOrderedCustomers}). */
    @Override
    public Customer customerById(long id) {
        return IdOrderedCustomers.find(root().getReferenceData().getCustomers(), id);
    }

    @Override
    public List<List<Purchase>> purchasesOfForeigners(List<ForeignerQuery> queries) {
        List<List<Purchase>> results = new ArrayList<>(queries.size());
        for (ForeignerQuery query : queries) {
            TunedYear year = root().getYear(query.year());
            List<Purchase> found = new ArrayList<>();
            if (year != null) {
                for (Shop shop : root().getReferenceData().getShops()) {
                    if (shop.getCity().getCountry().getId() == query.countryId()) {
                        for (Purchase purchase : year.purchasesOf(shop)) {
                            if (purchase.isByForeigner()) {
                                found.add(purchase);
                            }
                        }
                    }
                }
            }
            results.add(found);
        }
        return results;
    }
}
