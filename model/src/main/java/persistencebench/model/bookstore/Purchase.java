package persistencebench.model.bookstore;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A sale: a {@link Customer} buys books in a {@link Shop}, billed by one of its {@link Employee}s.
 * The purchase owns its items, created through {@link #addItem}.
 */
public class Purchase {
    private long id;
    private Shop shop;
    private Employee employee;
    private Customer customer;
    private LocalDateTime timestamp;
    private List<PurchaseItem> items;

    /** For persistence frameworks only. */
    protected Purchase() {
    }

    public Purchase(long id, Shop shop, Employee employee, Customer customer, LocalDateTime timestamp) {
        this.id = id;
        this.shop = Objects.requireNonNull(shop, "shop");
        this.employee = Objects.requireNonNull(employee, "employee");
        this.customer = Objects.requireNonNull(customer, "customer");
        this.timestamp = Objects.requireNonNull(timestamp, "timestamp");
        if (employee.getShop().getId() != shop.getId()) {
            throw new IllegalArgumentException(employee + " works in " + employee.getShop() + ", not in " + shop);
        }
        this.items = new ArrayList<>(3);
    }

    /** Creates an item ({@code amount} copies of {@code book} at {@code price} each) and adds it to {@link #getItems()}. */
    public PurchaseItem addItem(long purchaseItemId, Book book, int amount, BigDecimal price) {
        PurchaseItem item = new PurchaseItem(purchaseItemId, this, book, amount, price);
        items.add(item);
        return item;
    }

    public long getId() {
        return id;
    }

    public Shop getShop() {
        return shop;
    }

    public Employee getEmployee() {
        return employee;
    }

    public Customer getCustomer() {
        return customer;
    }

    public LocalDateTime getTimestamp() {
        return timestamp;
    }

    /** The items in id order (read-only view). */
    public List<PurchaseItem> getItems() {
        return Collections.unmodifiableList(items);
    }

    /**
     * Whether the customer lives in another city than the shop's: the "foreigners" of the read benchmark.
     * Compares city ids, so it also holds for graphs mapped without one instance per row.
     */
    public boolean isByForeigner() {
        return customer.getAddress().getCity().getId() != shop.getAddress().getCity().getId();
    }

    @Override
    public String toString() {
        return "Purchase[" + id + ", " + timestamp + "]";
    }
}
