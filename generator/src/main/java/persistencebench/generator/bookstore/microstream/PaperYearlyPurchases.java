package persistencebench.generator.bookstore.microstream;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import one.microstream.reference.Lazy;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Employee;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.Shop;

/**
 * One year of purchases in the study's storage shape (its private {@code YearlyPurchases}): three maps keyed by the
 * entity, shop → purchases, employee → purchases and customer → purchases, whose every entry is itself a
 * {@link Lazy} list, with the study's initial capacities (128, 512, 1024); the year's object sits behind another
 * {@code Lazy} in the root. Loading a year therefore loads all three maps with one lazy reference per shop, employee
 * and customer, though a query reads only the shop map. Field layout is part of the stored format.
 */
public class PaperYearlyPurchases {
    private Map<Shop, Lazy<List<Purchase>>> shopToPurchases;
    private Map<Employee, Lazy<List<Purchase>>> employeeToPurchases;
    private Map<Customer, Lazy<List<Purchase>>> customerToPurchases;

    /** Indexes one year's {@code purchases} (in id order, which each list keeps). */
    public PaperYearlyPurchases(List<Purchase> purchases) {
        this.shopToPurchases = LazyLists.byKey(purchases, 128, Purchase::getShop);
        this.employeeToPurchases = LazyLists.byKey(purchases, 512, Purchase::getEmployee);
        this.customerToPurchases = LazyLists.byKey(purchases, 1024, Purchase::getCustomer);
    }

    /** Shop → the lazy list of the shop's purchases in this year (read-only view). */
    public Map<Shop, Lazy<List<Purchase>>> getShopToPurchases() {
        return Collections.unmodifiableMap(shopToPurchases);
    }

    /** Employee → the lazy list of the employee's purchases in this year (read-only view). */
    public Map<Employee, Lazy<List<Purchase>>> getEmployeeToPurchases() {
        return Collections.unmodifiableMap(employeeToPurchases);
    }

    /** Customer → the lazy list of the customer's purchases in this year (read-only view). */
    public Map<Customer, Lazy<List<Purchase>>> getCustomerToPurchases() {
        return Collections.unmodifiableMap(customerToPurchases);
    }

    /** Every list of the shop map: each purchase of the year is in exactly one. */
    Collection<Lazy<List<Purchase>>> shopLists() {
        return new ArrayList<>(shopToPurchases.values());
    }

    /** Unloads every list (after they were stored, or read back), so memory stays bounded. */
    public void clearLists() {
        LazyLists.clear(shopToPurchases);
        LazyLists.clear(employeeToPurchases);
        LazyLists.clear(customerToPurchases);
    }
}
