package persistencebench.model.bookstore;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The whole bookstore graph: the {@link ReferenceData} (every entity but purchases) plus the purchases of every
 * year as {@link YearlyPurchases}. Purchase ids ascend with the year, so {@link #getPurchases()} is in id order.
 * <p>
 * Large sizes do not fit in memory as one graph; the generator therefore also streams the reference data and
 * then one year at a time, and only builds a {@code Bookstore} when asked for the whole graph.
 */
public class Bookstore {
    private ReferenceData referenceData;
    private NavigableMap<Integer, YearlyPurchases> purchasesByYear;

    /** For persistence frameworks only. */
    protected Bookstore() {
    }

    /** @throws IllegalArgumentException if two entries are for the same year */
    public Bookstore(ReferenceData referenceData, Collection<YearlyPurchases> years) {
        this.referenceData = referenceData;
        this.purchasesByYear = new TreeMap<>();
        for (YearlyPurchases yearly : years) {
            if (purchasesByYear.put(yearly.getYear(), yearly) != null) {
                throw new IllegalArgumentException("two YearlyPurchases for year " + yearly.getYear());
            }
        }
    }

    public ReferenceData getReferenceData() {
        return referenceData;
    }

    /** The purchases by year, ascending (read-only view). */
    public NavigableMap<Integer, YearlyPurchases> getPurchasesByYear() {
        return Collections.unmodifiableNavigableMap(purchasesByYear);
    }

    /** The purchases of {@code year}, or {@code null} if no shop was open in that year. */
    public YearlyPurchases getYearlyPurchases(int year) {
        return purchasesByYear.get(year);
    }

    /** All purchases in id order. */
    public List<Purchase> getPurchases() {
        List<Purchase> all = new ArrayList<>();
        purchasesByYear.values().forEach(yearly -> all.addAll(yearly.getPurchases()));
        return all;
    }

    /** All purchase items in id order. */
    public List<PurchaseItem> getPurchaseItems() {
        List<PurchaseItem> all = new ArrayList<>();
        purchasesByYear.values().forEach(yearly -> yearly.getPurchases().forEach(p -> all.addAll(p.getItems())));
        return all;
    }

    /** Entity counts of the whole graph keyed by {@link BookstoreEntityType#key()}, in dependency order. */
    public Map<String, Long> counts() {
        Map<String, Long> counts = referenceData.counts();
        long purchases = 0;
        long items = 0;
        for (YearlyPurchases yearly : purchasesByYear.values()) {
            purchases += yearly.size();
            items += yearly.itemCount();
        }
        counts.put(BookstoreEntityType.PURCHASE.key(), purchases);
        counts.put(BookstoreEntityType.PURCHASE_ITEM.key(), items);
        return counts;
    }
}
