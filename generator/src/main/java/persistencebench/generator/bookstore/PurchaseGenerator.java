package persistencebench.generator.bookstore;

import java.time.LocalDateTime;
import java.time.Month;
import java.time.Year;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Employee;
import persistencebench.model.bookstore.InventoryItem;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * Generates the purchases one year at a time, in ascending years (purchase and item ids continue from year to
 * year). In each year every open shop's employees each sell a drawn number of purchases with a drawn number of
 * distinct books from the shop's inventory at the book's retail price. About {@value #FOREIGNER_PERCENT} % of
 * purchases go to a customer from another city of the shop's country, the rest to a customer of the shop's city.
 * Each year has its own derived seed.
 */
final class PurchaseGenerator {
    /** Share of purchases made by customers who live in another city of the country than the shop. */
    static final int FOREIGNER_PERCENT = 10;
    private static final int MAX_COPIES_PER_ITEM = 3;
    private static final int FIRST_OPENING_HOUR = 8;
    private static final int OPENING_HOURS = 12;

    private final BookstoreSize size;
    private final long seed;
    private final ReferenceGraph graph;
    private final Map<City, List<Customer>> customersByCity = new LinkedHashMap<>();
    private final Map<Country, List<City>> citiesByCountry = new LinkedHashMap<>();
    private long nextPurchaseId = 1;
    private long nextItemId = 1;
    private int lastGeneratedYear = Integer.MIN_VALUE;

    PurchaseGenerator(BookstoreSize size, long seed, ReferenceGraph graph) {
        this.size = size;
        this.seed = seed;
        this.graph = graph;
        for (Customer customer : graph.data().getCustomers()) {
            City city = customer.getAddress().getCity();
            customersByCity.computeIfAbsent(city, c -> new ArrayList<>()).add(customer);
        }
        for (City city : customersByCity.keySet()) {
            citiesByCountry.computeIfAbsent(city.getCountry(), c -> new ArrayList<>()).add(city);
        }
    }

    /** The purchases of {@code year}; years must be requested in ascending order so ids stay 1..n. */
    YearlyPurchases year(int year) {
        if (year <= lastGeneratedYear) {
            throw new IllegalStateException("years must ascend: " + year + " requested after " + lastGeneratedYear);
        }
        lastGeneratedYear = year;
        Random random = new Random(SeedDerivation.derive(seed, SeedDerivation.PURCHASES, year));
        BoundedDraw draw = new BoundedDraw(size, random);
        List<Purchase> purchases = new ArrayList<>();
        for (Shop shop : graph.data().getShops()) {
            if (graph.openingYear(shop) > year) {
                continue;
            }
            List<InventoryItem> inventory = shop.getInventory();
            for (Employee employee : shop.getEmployees()) {
                int count = draw.count(size.purchasesPerEmployeePerYear());
                for (int i = 0; i < count; i++) {
                    Purchase purchase = new Purchase(nextPurchaseId++, shop, employee, customer(shop, random),
                            timestamp(year, random));
                    addItems(purchase, inventory, Math.min(draw.count(size.itemsPerPurchase()), inventory.size()), random);
                    purchases.add(purchase);
                }
            }
        }
        return new YearlyPurchases(year, purchases);
    }

    private Customer customer(Shop shop, Random random) {
        City city = shop.getCity();
        List<City> cities = citiesByCountry.get(city.getCountry());
        if (cities.size() > 1 && random.nextInt(100) < FOREIGNER_PERCENT) {
            City other = cities.get(random.nextInt(cities.size() - 1));
            city = other == city ? cities.get(cities.size() - 1) : other;
        }
        List<Customer> customers = customersByCity.get(city);
        return customers.get(random.nextInt(customers.size()));
    }

    private void addItems(Purchase purchase, List<InventoryItem> inventory, int count, Random random) {
        List<Book> chosen = new ArrayList<>(count);
        while (chosen.size() < count) {
            Book book = inventory.get(random.nextInt(inventory.size())).getBook();
            if (!chosen.contains(book)) {
                chosen.add(book);
                purchase.addItem(nextItemId++, book, 1 + random.nextInt(MAX_COPIES_PER_ITEM), book.getRetailPrice());
            }
        }
    }

    private static LocalDateTime timestamp(int year, Random random) {
        Month month = Month.of(1 + random.nextInt(12));
        int day = 1 + random.nextInt(month.length(Year.isLeap(year)));
        int hour = FIRST_OPENING_HOUR + random.nextInt(OPENING_HOURS);
        return LocalDateTime.of(year, month.getValue(), day, hour, random.nextInt(60));
    }
}
