package persistencebench.model.bookstore;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Every bookstore entity except purchases and their items: geography, people, catalogue, shops with their
 * employees and inventory. This part of the graph is small (tens of thousands of objects for {@code medium})
 * and is what an object-graph store keeps eagerly loaded; purchases live in {@link YearlyPurchases}.
 * <p>
 * Each list is in id order and its ids are exactly {@code 1..size()}, which the constructor checks.
 */
public class ReferenceData {
    private List<Language> languages;
    private List<Genre> genres;
    private List<Country> countries;
    private List<State> states;
    private List<City> cities;
    private List<Address> addresses;
    private List<Publisher> publishers;
    private List<Author> authors;
    private List<Book> books;
    private List<Customer> customers;
    private List<Shop> shops;
    private List<Employee> employees;
    private List<InventoryItem> inventoryItems;

    /** For persistence frameworks only. */
    protected ReferenceData() {
    }

    /** @throws IllegalArgumentException if a list's ids are not exactly 1..n in order */
    public ReferenceData(List<Language> languages, List<Genre> genres, List<Country> countries, List<State> states,
                         List<City> cities, List<Address> addresses, List<Publisher> publishers, List<Author> authors,
                         List<Book> books, List<Customer> customers, List<Shop> shops, List<Employee> employees,
                         List<InventoryItem> inventoryItems) {
        this.languages = sequential("language", languages, Language::getId);
        this.genres = sequential("genre", genres, Genre::getId);
        this.countries = sequential("country", countries, Country::getId);
        this.states = sequential("state", states, State::getId);
        this.cities = sequential("city", cities, City::getId);
        this.addresses = sequential("address", addresses, Address::getId);
        this.publishers = sequential("publisher", publishers, Publisher::getId);
        this.authors = sequential("author", authors, Author::getId);
        this.books = sequential("book", books, Book::getId);
        this.customers = sequential("customer", customers, Customer::getId);
        this.shops = sequential("shop", shops, Shop::getId);
        this.employees = sequential("employee", employees, Employee::getId);
        this.inventoryItems = sequential("inventory item", inventoryItems, InventoryItem::getId);
    }

    private static <T> List<T> sequential(String what, List<T> entities, ToLongFunction<T> id) {
        List<T> copy = new ArrayList<>(entities);
        for (int i = 0; i < copy.size(); i++) {
            long actual = id.applyAsLong(copy.get(i));
            if (actual != i + 1) {
                throw new IllegalArgumentException(what + " ids must be 1..n in order, but position " + (i + 1)
                        + " holds id " + actual);
            }
        }
        return copy;
    }

    public List<Language> getLanguages() {
        return Collections.unmodifiableList(languages);
    }

    public List<Genre> getGenres() {
        return Collections.unmodifiableList(genres);
    }

    public List<Country> getCountries() {
        return Collections.unmodifiableList(countries);
    }

    public List<State> getStates() {
        return Collections.unmodifiableList(states);
    }

    public List<City> getCities() {
        return Collections.unmodifiableList(cities);
    }

    public List<Address> getAddresses() {
        return Collections.unmodifiableList(addresses);
    }

    public List<Publisher> getPublishers() {
        return Collections.unmodifiableList(publishers);
    }

    public List<Author> getAuthors() {
        return Collections.unmodifiableList(authors);
    }

    public List<Book> getBooks() {
        return Collections.unmodifiableList(books);
    }

    public List<Customer> getCustomers() {
        return Collections.unmodifiableList(customers);
    }

    public List<Shop> getShops() {
        return Collections.unmodifiableList(shops);
    }

    public List<Employee> getEmployees() {
        return Collections.unmodifiableList(employees);
    }

    public List<InventoryItem> getInventoryItems() {
        return Collections.unmodifiableList(inventoryItems);
    }

    /** Entity counts keyed by {@link BookstoreEntityType#key()}, in dependency order, without purchases. */
    public Map<String, Long> counts() {
        Map<String, Long> counts = new LinkedHashMap<>();
        counts.put(BookstoreEntityType.LANGUAGE.key(), (long) languages.size());
        counts.put(BookstoreEntityType.GENRE.key(), (long) genres.size());
        counts.put(BookstoreEntityType.COUNTRY.key(), (long) countries.size());
        counts.put(BookstoreEntityType.STATE.key(), (long) states.size());
        counts.put(BookstoreEntityType.CITY.key(), (long) cities.size());
        counts.put(BookstoreEntityType.ADDRESS.key(), (long) addresses.size());
        counts.put(BookstoreEntityType.PUBLISHER.key(), (long) publishers.size());
        counts.put(BookstoreEntityType.AUTHOR.key(), (long) authors.size());
        counts.put(BookstoreEntityType.BOOK.key(), (long) books.size());
        counts.put(BookstoreEntityType.CUSTOMER.key(), (long) customers.size());
        counts.put(BookstoreEntityType.SHOP.key(), (long) shops.size());
        counts.put(BookstoreEntityType.EMPLOYEE.key(), (long) employees.size());
        counts.put(BookstoreEntityType.INVENTORY_ITEM.key(), (long) inventoryItems.size());
        return counts;
    }
}
