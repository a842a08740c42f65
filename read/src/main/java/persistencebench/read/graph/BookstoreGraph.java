package persistencebench.read.graph;

import java.util.List;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * The view of an object-graph store's root that the in-memory queries need, so MicroStream and EclipseStore
 * (whose roots differ only in their {@code Lazy} type) share one implementation of the queries.
 */
public interface BookstoreGraph {

    /** All customers in id order (loaded with the root). */
    List<Customer> customers();

    /** All shops in id order (loaded with the root). */
    List<Shop> shops();

    /** The purchases of {@code year}, loading the lazy reference on first access; {@code null} if there are none. */
    YearlyPurchases purchasesOf(int year);
}
