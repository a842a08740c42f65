package persistencebench.model.bookstore;

import java.util.Objects;

/** An employee of one {@link Shop}; created by {@link Shop#hire}. */
public class Employee {
    private long id;
    private String name;
    private Shop shop;

    /** For persistence frameworks only. */
    protected Employee() {
    }

    Employee(long id, String name, Shop shop) {
        this.id = id;
        this.name = Objects.requireNonNull(name, "name");
        this.shop = Objects.requireNonNull(shop, "shop");
    }

    public long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public Shop getShop() {
        return shop;
    }

    @Override
    public String toString() {
        return "Employee[" + id + ", " + name + "]";
    }
}
