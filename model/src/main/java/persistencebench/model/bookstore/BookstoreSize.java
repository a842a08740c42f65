package persistencebench.model.bookstore;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Dataset sizes of the bookstore generator. Each size holds upper bounds (per country, city, shop, employee and
 * year) and a minimum ratio; the generator draws each count uniformly between {@link #minimumOf(int)
 * ceil(minRatio × bound)} and the bound. Only the number of countries is not drawn: it is always
 * {@link #countries()}, because the read benchmark queries that many countries.
 * <p>
 * {@code medium}, {@code large} and {@code huge} have the bounds of the original study; {@code tiny}
 * (1 country, 1–2 cities, 1–4 shops, one to a few thousand purchases) and {@code small} (2 countries, about
 * 15,000 purchases) exist for tests and quick runs.
 */
public enum BookstoreSize {
    //     min%, genres, countries, publishers/c, authors/c, books/c, cities/c, customers/city, shops/city,
    //     books/shop, shop age, employees/shop, purchases/employee/year, items/purchase
    TINY(50, 6, 1, 3, 10, 40, 2, 40, 2, 25, 4, 4, 60, 3),
    SMALL(50, 20, 2, 5, 30, 120, 4, 120, 2, 60, 8, 4, 120, 3),
    MEDIUM(30, 100, 3, 25, 250, 500, 10, 500, 4, 350, 15, 7, 150, 3),
    LARGE(40, 500, 5, 50, 500, 1000, 25, 750, 5, 500, 20, 10, 150, 3),
    HUGE(50, 500, 5, 50, 500, 1000, 50, 750, 5, 500, 100, 10, 150, 3);

    private final int minPercent;
    private final int genres;
    private final int countries;
    private final int publishersPerCountry;
    private final int authorsPerCountry;
    private final int booksPerCountry;
    private final int citiesPerCountry;
    private final int customersPerCity;
    private final int shopsPerCity;
    private final int booksPerShop;
    private final int shopAgeYears;
    private final int employeesPerShop;
    private final int purchasesPerEmployeePerYear;
    private final int itemsPerPurchase;

    BookstoreSize(int minPercent, int genres, int countries, int publishersPerCountry, int authorsPerCountry,
                  int booksPerCountry, int citiesPerCountry, int customersPerCity, int shopsPerCity, int booksPerShop,
                  int shopAgeYears, int employeesPerShop, int purchasesPerEmployeePerYear, int itemsPerPurchase) {
        this.minPercent = minPercent;
        this.genres = genres;
        this.countries = countries;
        this.publishersPerCountry = publishersPerCountry;
        this.authorsPerCountry = authorsPerCountry;
        this.booksPerCountry = booksPerCountry;
        this.citiesPerCountry = citiesPerCountry;
        this.customersPerCity = customersPerCity;
        this.shopsPerCity = shopsPerCity;
        this.booksPerShop = booksPerShop;
        this.shopAgeYears = shopAgeYears;
        this.employeesPerShop = employeesPerShop;
        this.purchasesPerEmployeePerYear = purchasesPerEmployeePerYear;
        this.itemsPerPurchase = itemsPerPurchase;
    }

    /**
     * The size with the given name, case-insensitive.
     *
     * @throws IllegalArgumentException naming the bad value and the valid ones
     */
    public static BookstoreSize parse(String name) {
        for (BookstoreSize size : values()) {
            if (size.label().equalsIgnoreCase(name == null ? "" : name.trim())) {
                return size;
            }
        }
        String valid = Arrays.stream(values()).map(BookstoreSize::label).collect(Collectors.joining(", "));
        throw new IllegalArgumentException("unknown size \"" + name + "\": valid sizes are " + valid);
    }

    /** The lower-case name used in settings, directory and database names, e.g. {@code medium}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The smallest count drawn for {@code bound}: {@code ceil(minRatio × bound)}, computed exactly in integers. */
    public int minimumOf(int bound) {
        return (bound * minPercent + 99) / 100;
    }

    /** The minimum ratio, e.g. 0.3 for {@code medium}. */
    public double minRatio() {
        return minPercent / 100.0;
    }

    public int genres() {
        return genres;
    }

    public int countries() {
        return countries;
    }

    public int publishersPerCountry() {
        return publishersPerCountry;
    }

    public int authorsPerCountry() {
        return authorsPerCountry;
    }

    public int booksPerCountry() {
        return booksPerCountry;
    }

    public int citiesPerCountry() {
        return citiesPerCountry;
    }

    public int customersPerCity() {
        return customersPerCity;
    }

    public int shopsPerCity() {
        return shopsPerCity;
    }

    public int booksPerShop() {
        return booksPerShop;
    }

    /** Maximum age of a shop in years: a shop is open in its opening year and every later year up to the last one. */
    public int shopAgeYears() {
        return shopAgeYears;
    }

    public int employeesPerShop() {
        return employeesPerShop;
    }

    public int purchasesPerEmployeePerYear() {
        return purchasesPerEmployeePerYear;
    }

    public int itemsPerPurchase() {
        return itemsPerPurchase;
    }

    /**
     * The most purchases a dataset of this size holds: every bound at its upper end (every city with the most shops,
     * each the most employees, open the most years); the sizes' ratio of work when a query scans purchases.
     */
    public long maxPurchases() {
        return (long) countries * citiesPerCountry * shopsPerCity * employeesPerShop * shopAgeYears * purchasesPerEmployeePerYear;
    }
}
