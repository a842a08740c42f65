package persistencebench.generator.bookstore;

/** The stores a bookstore dataset is kept in; each is built, cached and checked independently. */
public enum BookstoreStore {
    MICROSTREAM,
    ECLIPSESTORE,
    POSTGRESQL
}
