package persistencebench.model.bookstore;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The purchases of one calendar year, in id order: the unit the generator streams to its stores, one year at a time
 * (each store keeps them in its own shape: an object-graph storage in lazy lists, a database in rows).
 */
public class YearlyPurchases {
    private int year;
    private List<Purchase> purchases;

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
    }

    public int getYear() {
        return year;
    }

    /** All purchases of the year in id order (read-only view). */
    public List<Purchase> getPurchases() {
        return Collections.unmodifiableList(purchases);
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
