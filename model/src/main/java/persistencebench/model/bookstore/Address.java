package persistencebench.model.bookstore;

import java.util.Objects;

/**
 * A postal address in a {@link City}. Each customer, shop, author and publisher owns exactly one address;
 * addresses are never shared.
 */
public class Address {
    private long id;
    private String street;
    private String zip;
    private City city;

    /** For persistence frameworks only. */
    protected Address() {
    }

    public Address(long id, String street, String zip, City city) {
        this.id = id;
        this.street = Objects.requireNonNull(street, "street");
        this.zip = Objects.requireNonNull(zip, "zip");
        this.city = Objects.requireNonNull(city, "city");
    }

    public long getId() {
        return id;
    }

    public String getStreet() {
        return street;
    }

    public String getZip() {
        return zip;
    }

    public City getCity() {
        return city;
    }

    @Override
    public String toString() {
        return "Address[" + id + ", " + street + ", " + zip + "]";
    }
}
