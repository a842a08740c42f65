package persistencebench.model.bookstore;

/**
 * The entity types of the bookstore, in dependency order (an entity only references types listed before it).
 * {@link #key()} is the PostgreSQL table name and the key of every entity-count map (manifests, result files,
 * verification), so counts from different stores compare by key.
 */
public enum BookstoreEntityType {
    LANGUAGE("language"),
    GENRE("genre"),
    COUNTRY("country"),
    STATE("state"),
    CITY("city"),
    ADDRESS("address"),
    PUBLISHER("publisher"),
    AUTHOR("author"),
    BOOK("book"),
    CUSTOMER("customer"),
    SHOP("shop"),
    EMPLOYEE("employee"),
    INVENTORY_ITEM("inventory_item"),
    PURCHASE("purchase"),
    PURCHASE_ITEM("purchase_item");

    private final String key;

    BookstoreEntityType(String key) {
        this.key = key;
    }

    /** Snake-case name, identical to the PostgreSQL table name, e.g. {@code purchase_item}. */
    public String key() {
        return key;
    }
}
