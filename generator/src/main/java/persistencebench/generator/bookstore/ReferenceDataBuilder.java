package persistencebench.generator.bookstore;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.Author;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Employee;
import persistencebench.model.bookstore.Genre;
import persistencebench.model.bookstore.InventoryItem;
import persistencebench.model.bookstore.Language;
import persistencebench.model.bookstore.Publisher;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.State;

/**
 * Collects the reference entities while they are generated and hands out ids: each new entity gets the next id
 * of its type (1..n), so ids follow creation order and are identical for identical seeds.
 */
final class ReferenceDataBuilder {
    private final List<Language> languages = new ArrayList<>();
    private final List<Genre> genres = new ArrayList<>();
    private final List<Country> countries = new ArrayList<>();
    private final List<State> states = new ArrayList<>();
    private final List<City> cities = new ArrayList<>();
    private final List<Address> addresses = new ArrayList<>();
    private final List<Publisher> publishers = new ArrayList<>();
    private final List<Author> authors = new ArrayList<>();
    private final List<Book> books = new ArrayList<>();
    private final List<Customer> customers = new ArrayList<>();
    private final List<Shop> shops = new ArrayList<>();
    private final List<Integer> shopOpeningYears = new ArrayList<>();
    private final List<Employee> employees = new ArrayList<>();
    private final List<InventoryItem> inventoryItems = new ArrayList<>();
    private final Set<String> isbns = new HashSet<>();

    Language language(String name, String code) {
        return add(languages, new Language(languages.size() + 1, name, code));
    }

    Genre genre(String name) {
        return add(genres, new Genre(genres.size() + 1, name));
    }

    Country country(String name, String code) {
        return add(countries, new Country(countries.size() + 1, name, code));
    }

    State state(String name, Country country) {
        return add(states, new State(states.size() + 1, name, country));
    }

    City city(String name, State state) {
        return add(cities, new City(cities.size() + 1, name, state));
    }

    Address address(String street, String zip, City city) {
        return add(addresses, new Address(addresses.size() + 1, street, zip, city));
    }

    Publisher publisher(String name, Address address) {
        return add(publishers, new Publisher(publishers.size() + 1, name, address));
    }

    Author author(String name, Address address) {
        return add(authors, new Author(authors.size() + 1, name, address));
    }

    /** Whether {@code isbn} is still free; if so it is taken. */
    boolean claimIsbn(String isbn) {
        return isbns.add(isbn);
    }

    Book book(String title, String isbn, Author author, Publisher publisher, Genre genre, Language language,
              BigDecimal purchasePrice, BigDecimal retailPrice) {
        return add(books, new Book(books.size() + 1, title, isbn, author, publisher, genre, language, purchasePrice, retailPrice));
    }

    Customer customer(String firstName, String lastName, Address address) {
        return add(customers, new Customer(customers.size() + 1, firstName, lastName, address));
    }

    Shop shop(String name, Address address, int openingYear) {
        shopOpeningYears.add(openingYear);
        return add(shops, new Shop(shops.size() + 1, name, address));
    }

    Employee hire(Shop shop, String name) {
        return add(employees, shop.hire(employees.size() + 1, name));
    }

    InventoryItem stock(Shop shop, Book book, int amount) {
        return add(inventoryItems, shop.stock(inventoryItems.size() + 1, book, amount));
    }

    List<Genre> genres() {
        return genres;
    }

    List<Language> languages() {
        return languages;
    }

    ReferenceGraph build() {
        ReferenceData data = new ReferenceData(languages, genres, countries, states, cities, addresses, publishers,
                authors, books, customers, shops, employees, inventoryItems);
        return new ReferenceGraph(data, shopOpeningYears.stream().mapToInt(Integer::intValue).toArray());
    }

    private static <T> T add(List<T> list, T entity) {
        list.add(entity);
        return entity;
    }
}
