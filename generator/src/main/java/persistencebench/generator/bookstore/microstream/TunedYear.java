package persistencebench.generator.bookstore.microstream;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import one.microstream.reference.Lazy;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.Shop;

/**
 * One year of purchases in the tuned storage shape: per shop one {@link Lazy} list of the shop's purchases, and
 * nothing else. Held eagerly by the root (a year is one small map of lazy references), so a query for a country's
 * purchases in a year loads exactly the lists of that country's shops: no other country's purchases and no index it
 * does not read. The study's by-employee and by-customer indexes are not stored: neither query reads them, and an
 * application that needs one rebuilds it in memory from the lists it loaded. Field layout is part of the stored format.
 */
public class TunedYear {
    private Map<Shop, Lazy<List<Purchase>>> shopToPurchases;

    /** Groups one year's {@code purchases} (in id order, which each list keeps) by shop. */
    public TunedYear(List<Purchase> purchases) {
        this.shopToPurchases = LazyLists.byKey(purchases, 64, Purchase::getShop);
    }

    /** The purchases of {@code shop} in this year, loading its list if needed (read-only); empty if it sold nothing. */
    public List<Purchase> purchasesOf(Shop shop) {
        Lazy<List<Purchase>> list = shopToPurchases.get(shop);
        return list == null ? List.of() : Collections.unmodifiableList(list.get());
    }

    /** Every list: each purchase of the year is in exactly one. */
    Collection<Lazy<List<Purchase>>> shopLists() {
        return new ArrayList<>(shopToPurchases.values());
    }

    /** Unloads every list (after they were stored, or read back), so memory stays bounded. */
    public void clearLists() {
        LazyLists.clear(shopToPurchases);
    }
}
