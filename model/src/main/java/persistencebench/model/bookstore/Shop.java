package persistencebench.model.bookstore;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A shop at an {@link Address}, with its employees and its inventory. The shop owns both collections:
 * employees and inventory items are created through {@link #hire} and {@link #stock}, which keeps the two
 * directions of each association consistent.
 */
public class Shop {
    private long id;
    private String name;
    private Address address;
    private List<Employee> employees;
    private List<InventoryItem> inventory;

    /** For persistence frameworks only. */
    protected Shop() {
    }

    public Shop(long id, String name, Address address) {
        this.id = id;
        this.name = Objects.requireNonNull(name, "name");
        this.address = Objects.requireNonNull(address, "address");
        this.employees = new ArrayList<>();
        this.inventory = new ArrayList<>();
    }

    /** Creates an employee of this shop and adds it to {@link #getEmployees()}. */
    public Employee hire(long employeeId, String employeeName) {
        Employee employee = new Employee(employeeId, employeeName, this);
        employees.add(employee);
        return employee;
    }

    /** Creates an inventory item ({@code amount} copies of {@code book}) and adds it to {@link #getInventory()}. */
    public InventoryItem stock(long inventoryItemId, Book book, int amount) {
        InventoryItem item = new InventoryItem(inventoryItemId, this, book, amount);
        inventory.add(item);
        return item;
    }

    public long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public Address getAddress() {
        return address;
    }

    /** Shortcut for {@code getAddress().getCity()}. */
    public City getCity() {
        return address.getCity();
    }

    /** The employees in id order (read-only view). */
    public List<Employee> getEmployees() {
        return Collections.unmodifiableList(employees);
    }

    /** The inventory in id order, at most one item per book (read-only view). */
    public List<InventoryItem> getInventory() {
        return Collections.unmodifiableList(inventory);
    }

    @Override
    public String toString() {
        return "Shop[" + id + ", " + name + "]";
    }
}
