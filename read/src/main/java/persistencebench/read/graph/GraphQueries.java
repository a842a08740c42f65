package persistencebench.read.graph;

import java.util.ArrayList;
import java.util.List;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.YearlyPurchases;
import persistencebench.read.Variant;

/**
 * The two queries over an in-memory bookstore graph. Everything the queries return is already in memory or loaded
 * with the year's lazy reference, so nothing is left to load afterwards.
 * <ul>
 *   <li>{@code paper}: as the study did: stream the customer list with skip/limit (sequentially, in id order:
 *       the study paged an unordered parallel stream, whose pages were not stable), and stream over all of the
 *       year's purchases filtering by the shop's country and the customer's city;</li>
 *   <li>{@code tuned}: a sub-list copy for a page, and the year's by-shop index for the country's shops only.</li>
 * </ul>
 * Customer paging is the same work either way (one ordered list), so both variants measure the same there.
 */
public final class GraphQueries {
    private final BookstoreGraph graph;
    private final Variant variant;

    public GraphQueries(BookstoreGraph graph, Variant variant) {
        this.graph = graph;
        this.variant = variant;
    }

    public List<Customer> customersPage(int page, int size) {
        List<Customer> customers = graph.customers();
        if (variant == Variant.PAPER) {
            return customers.stream().skip((long) page * size).limit(size).toList();
        }
        int from = (int) Math.min((long) page * size, customers.size());
        int to = Math.min(from + size, customers.size());
        return List.copyOf(customers.subList(from, to));
    }

    public List<Purchase> purchasesOfForeigners(int year, long countryId) {
        YearlyPurchases purchases = graph.purchasesOf(year);
        if (purchases == null) {
            return List.of();
        }
        if (variant == Variant.PAPER) {
            return purchases.getPurchases().stream()
                    .filter(p -> p.getShop().getCity().getCountry().getId() == countryId)
                    .filter(Purchase::isByForeigner)
                    .toList();
        }
        List<Purchase> found = new ArrayList<>();
        for (Shop shop : graph.shops()) {
            if (shop.getCity().getCountry().getId() == countryId) {
                for (Purchase purchase : purchases.purchasesByShop(shop)) {
                    if (purchase.isByForeigner()) {
                        found.add(purchase);
                    }
                }
            }
        }
        return found;
    }
}
