package persistencebench.generator.bookstore.microstream;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import one.microstream.reference.Lazy;
import persistencebench.model.bookstore.Purchase;

/**
 * The building block of both storage shapes: purchases grouped by a key (an entity: shop, employee, customer) into
 * lists that each sit behind their own {@link Lazy}, so a query loads only the lists it touches. The maps are plain
 * hash maps keyed by the entity, as the study's: the storage rebuilds them on load with the instances of its one
 * object registry, so a loaded entity finds its list.
 */
final class LazyLists {

    private LazyLists() {
    }

    /** Groups {@code purchases} (in id order, which each list keeps) by {@code key}; {@code capacity} is the map's initial capacity. */
    static <K> Map<K, Lazy<List<Purchase>>> byKey(List<Purchase> purchases, int capacity, Function<Purchase, K> key) {
        Map<K, List<Purchase>> lists = new HashMap<>(capacity);
        for (Purchase purchase : purchases) {
            lists.computeIfAbsent(key.apply(purchase), k -> new ArrayList<>()).add(purchase);
        }
        Map<K, Lazy<List<Purchase>>> index = new HashMap<>(capacity);
        lists.forEach((k, list) -> {
            ((ArrayList<Purchase>) list).trimToSize();
            index.put(k, Lazy.Reference(list));
        });
        return index;
    }

    /** Unloads every list of {@code index} (after it was stored, or read back), so memory stays bounded. */
    static void clear(Map<?, Lazy<List<Purchase>>> index) {
        index.values().forEach(lazy -> lazy.clear());
    }
}
