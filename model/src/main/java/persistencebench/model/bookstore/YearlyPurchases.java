package persistencebench.model.bookstore;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToLongFunction;

/**
 * The purchases of one calendar year, indexed by shop, by employee and by customer: the unit an object-graph
 * store loads lazily ({@code Map<Integer, Lazy<YearlyPurchases>>}).
 * <p>
 * The indexes are plain {@link HashMap}s keyed by the entity's <em>id</em> ({@code Long}), not by the entity:
 * the model uses identity equality, and id keys keep lookups independent of object identity and of how a store
 * rebuilds hash maps on load. Every list (the full list and each index entry) is in purchase-id order.
 * Lookups for an entity without purchases in this year return an empty list.
 */
public class YearlyPurchases {
    private int year;
    private List<Purchase> purchases;
    private Map<Long, List<Purchase>> byShopId;
    private Map<Long, List<Purchase>> byEmployeeId;
    private Map<Long, List<Purchase>> byCustomerId;

    /** For persistence frameworks only. */
    protected YearlyPurchases() {
    }

    /**
     * @param purchases the year's purchases in ascending id order
     * @throws IllegalArgumentException if a purchase is not in {@code year} or the ids are not ascending
     */
    public YearlyPurchases(int year, List<Purchase> purchases) {
        this.year = year;
        this.purchases = new ArrayList<>(purchases);
        long previousId = Long.MIN_VALUE;
        for (Purchase purchase : this.purchases) {
            Objects.requireNonNull(purchase, "purchase");
            if (purchase.getTimestamp().getYear() != year) {
                throw new IllegalArgumentException(purchase + " is not in year " + year);
            }
            if (purchase.getId() <= previousId) {
                throw new IllegalArgumentException("purchase ids must ascend, but " + purchase.getId() + " follows " + previousId);
            }
            previousId = purchase.getId();
        }
        this.byShopId = index(this.purchases, p -> p.getShop().getId());
        this.byEmployeeId = index(this.purchases, p -> p.getEmployee().getId());
        this.byCustomerId = index(this.purchases, p -> p.getCustomer().getId());
    }

    private static Map<Long, List<Purchase>> index(List<Purchase> purchases, ToLongFunction<Purchase> key) {
        Map<Long, List<Purchase>> index = new HashMap<>();
        for (Purchase purchase : purchases) {
            index.computeIfAbsent(key.applyAsLong(purchase), k -> new ArrayList<>()).add(purchase);
        }
        index.values().forEach(list -> ((ArrayList<Purchase>) list).trimToSize());
        return index;
    }

    public int getYear() {
        return year;
    }

    /** All purchases of the year in id order (read-only view). */
    public List<Purchase> getPurchases() {
        return Collections.unmodifiableList(purchases);
    }

    public List<Purchase> purchasesByShop(Shop shop) {
        return purchasesByShopId(shop.getId());
    }

    public List<Purchase> purchasesByShopId(long shopId) {
        return lookup(byShopId, shopId);
    }

    public List<Purchase> purchasesByEmployee(Employee employee) {
        return purchasesByEmployeeId(employee.getId());
    }

    public List<Purchase> purchasesByEmployeeId(long employeeId) {
        return lookup(byEmployeeId, employeeId);
    }

    public List<Purchase> purchasesByCustomer(Customer customer) {
        return purchasesByCustomerId(customer.getId());
    }

    public List<Purchase> purchasesByCustomerId(long customerId) {
        return lookup(byCustomerId, customerId);
    }

    private static List<Purchase> lookup(Map<Long, List<Purchase>> index, long id) {
        List<Purchase> found = index.get(id);
        return found == null ? List.of() : Collections.unmodifiableList(found);
    }

    /** Number of purchases in the year. */
    public int size() {
        return purchases.size();
    }

    /** Number of purchase items in the year. */
    public long itemCount() {
        long items = 0;
        for (Purchase purchase : purchases) {
            items += purchase.getItems().size();
        }
        return items;
    }

    @Override
    public String toString() {
        return "YearlyPurchases[" + year + ", " + purchases.size() + " purchases]";
    }
}
