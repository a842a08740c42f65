package persistencebench.generator.bookstore.microstream;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import one.microstream.reference.Lazy;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * One year of purchases in the study's storage shape: three maps, by shop, by employee and by customer, whose every
 * entry is itself a {@link Lazy} list of purchases, so a query loads only the lists it touches (the year's object
 * itself sits behind another {@code Lazy}). The initial capacities are the study's (128, 512, 1024).
 * <p>
 * Keyed by the entity's id, where the study keyed by the entity: its hash is identity-based, so an entity-keyed map
 * only works while the store rebuilds it on load with the very instances the queries hold (a bug fix, disclosed).
 * The class name and field layout are part of the stored format (see {@code BookstoreGenerator.FORMAT_VERSION}).
 */
public class PaperYearlyPurchases {
    private int year;
    private Map<Long, Lazy<List<Purchase>>> byShopId;
    private Map<Long, Lazy<List<Purchase>>> byEmployeeId;
    private Map<Long, Lazy<List<Purchase>>> byCustomerId;

    /** For the storage only. */
    protected PaperYearlyPurchases() {
    }

    /** Indexes the purchases of {@code purchases}; each list is in id order. */
    public PaperYearlyPurchases(YearlyPurchases purchases) {
        this.year = purchases.getYear();
        this.byShopId = index(purchases.getPurchases(), 128, p -> p.getShop().getId());
        this.byEmployeeId = index(purchases.getPurchases(), 512, p -> p.getEmployee().getId());
        this.byCustomerId = index(purchases.getPurchases(), 1024, p -> p.getCustomer().getId());
    }

    private static Map<Long, Lazy<List<Purchase>>> index(List<Purchase> purchases, int capacity, ToLongFunction<Purchase> key) {
        Map<Long, List<Purchase>> lists = new HashMap<>(capacity);
        for (Purchase purchase : purchases) {
            lists.computeIfAbsent(key.applyAsLong(purchase), k -> new ArrayList<>()).add(purchase);
        }
        Map<Long, Lazy<List<Purchase>>> index = new HashMap<>(capacity);
        lists.forEach((id, list) -> index.put(id, Lazy.Reference(list)));
        return index;
    }

    public int getYear() {
        return year;
    }

    /** Shop id → the lazy list of the shop's purchases in this year (read-only view). */
    public Map<Long, Lazy<List<Purchase>>> getPurchasesByShopId() {
        return Collections.unmodifiableMap(byShopId);
    }

    /** Employee id → the lazy list of the employee's purchases in this year (read-only view). */
    public Map<Long, Lazy<List<Purchase>>> getPurchasesByEmployeeId() {
        return Collections.unmodifiableMap(byEmployeeId);
    }

    /** Customer id → the lazy list of the customer's purchases in this year (read-only view). */
    public Map<Long, Lazy<List<Purchase>>> getPurchasesByCustomerId() {
        return Collections.unmodifiableMap(byCustomerId);
    }

    /** Unloads every list (after they were stored, or read back), so memory stays bounded. */
    public void clearLists() {
        for (Map<Long, Lazy<List<Purchase>>> index : List.of(byShopId, byEmployeeId, byCustomerId)) {
            index.values().forEach(lazy -> lazy.clear());
        }
    }
}
