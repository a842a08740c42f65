package persistencebench.model.bookstore;

import java.util.Objects;

/** The author of books, living at an {@link Address}. */
public class Author {
    private long id;
    private String name;
    private Address address;

    /** For persistence frameworks only. */
    protected Author() {
    }

    public Author(long id, String name, Address address) {
        this.id = id;
        this.name = Objects.requireNonNull(name, "name");
        this.address = Objects.requireNonNull(address, "address");
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

    @Override
    public String toString() {
        return "Author[" + id + ", " + name + "]";
    }
}
