package persistencebench.model.bookstore;

import java.util.Objects;

/** A customer living at an {@link Address}; "foreigner" in a shop whose city differs from the customer's city. */
public class Customer {
    private long id;
    private String firstName;
    private String lastName;
    private Address address;

    /** For persistence frameworks only. */
    protected Customer() {
    }

    public Customer(long id, String firstName, String lastName, Address address) {
        this.id = id;
        this.firstName = Objects.requireNonNull(firstName, "firstName");
        this.lastName = Objects.requireNonNull(lastName, "lastName");
        this.address = Objects.requireNonNull(address, "address");
    }

    public long getId() {
        return id;
    }

    public String getFirstName() {
        return firstName;
    }

    public String getLastName() {
        return lastName;
    }

    public Address getAddress() {
        return address;
    }

    @Override
    public String toString() {
        return "Customer[" + id + ", " + firstName + " " + lastName + "]";
    }
}
