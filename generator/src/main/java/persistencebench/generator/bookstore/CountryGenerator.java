package persistencebench.generator.bookstore;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import net.datafaker.Faker;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.Author;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Genre;
import persistencebench.model.bookstore.Language;
import persistencebench.model.bookstore.Publisher;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.State;

/**
 * Generates one country: its states and cities, customers, publishers, authors, books, and shops with their
 * employees and inventories. Names come from a Datafaker instance with the country's locale and the country's
 * own derived seed; counts are drawn with {@link BoundedDraw}.
 */
final class CountryGenerator {
    /** One fixed locale per country, in country order; {@code large} and {@code huge} use all five. */
    static final List<Locale> LOCALES = List.of(Locale.US, Locale.GERMANY, Locale.FRANCE, Locale.ITALY,
            Locale.forLanguageTag("es-ES"));

    private static final int MIN_PURCHASE_CENTS = 500;
    private static final int MAX_PURCHASE_CENTS = 2500;
    private static final int MIN_MARKUP_PERCENT = 130;
    private static final int MAX_MARKUP_PERCENT = 180;
    private static final int MAX_COPIES_IN_STOCK = 50;

    private final BookstoreSize size;
    private final int lastYear;
    private final ReferenceDataBuilder out;
    private final Random random;
    private final Faker faker;
    private final BoundedDraw draw;
    private final Locale locale;

    CountryGenerator(BookstoreSize size, long seed, int lastYear, ReferenceDataBuilder out, int countryIndex) {
        this.size = size;
        this.lastYear = lastYear;
        this.out = out;
        this.locale = LOCALES.get(countryIndex);
        this.random = new Random(SeedDerivation.derive(seed, SeedDerivation.COUNTRY, countryIndex));
        this.faker = new Faker(locale, random);
        this.draw = new BoundedDraw(size, random);
    }

    void generate(Language language) {
        Country country = out.country(locale.getDisplayCountry(Locale.ENGLISH), locale.getCountry());
        List<City> cities = cities(country);
        for (City city : cities) {
            int customers = draw.count(size.customersPerCity());
            for (int i = 0; i < customers; i++) {
                out.customer(faker.name().firstName(), faker.name().lastName(), address(city));
            }
        }
        List<Book> books = books(cities, language);
        for (City city : cities) {
            int shops = draw.count(size.shopsPerCity());
            for (int number = 1; number <= shops; number++) {
                shop(city, number, books);
            }
        }
    }

    private List<City> cities(Country country) {
        UniqueNames cityNames = new UniqueNames();
        Map<String, State> states = new LinkedHashMap<>();
        List<City> cities = new ArrayList<>();
        int count = draw.count(size.citiesPerCountry());
        for (int i = 0; i < count; i++) {
            String cityName = cityNames.next(() -> faker.address().city());
            State state = states.computeIfAbsent(faker.address().state(), name -> out.state(name, country));
            cities.add(out.city(cityName, state));
        }
        return cities;
    }

    private List<Book> books(List<City> cities, Language language) {
        UniqueNames publisherNames = new UniqueNames();
        List<Publisher> publishers = new ArrayList<>();
        int publisherCount = draw.count(size.publishersPerCountry());
        for (int i = 0; i < publisherCount; i++) {
            publishers.add(out.publisher(publisherNames.next(() -> faker.book().publisher()), address(anyOf(cities))));
        }
        List<Author> authors = new ArrayList<>();
        int authorCount = draw.count(size.authorsPerCountry());
        for (int i = 0; i < authorCount; i++) {
            authors.add(out.author(faker.book().author(), address(anyOf(cities))));
        }
        List<Genre> genres = out.genres();
        List<Book> books = new ArrayList<>();
        int bookCount = draw.count(size.booksPerCountry());
        for (int i = 0; i < bookCount; i++) {
            int purchaseCents = MIN_PURCHASE_CENTS + random.nextInt(MAX_PURCHASE_CENTS - MIN_PURCHASE_CENTS + 1);
            int markupPercent = MIN_MARKUP_PERCENT + random.nextInt(MAX_MARKUP_PERCENT - MIN_MARKUP_PERCENT + 1);
            BigDecimal purchasePrice = BigDecimal.valueOf(purchaseCents, 2);
            BigDecimal retailPrice = purchasePrice.multiply(BigDecimal.valueOf(markupPercent, 2)).setScale(2, RoundingMode.HALF_UP);
            books.add(out.book(faker.book().title(), uniqueIsbn(), anyOf(authors), anyOf(publishers), anyOf(genres),
                    language, purchasePrice, retailPrice));
        }
        return books;
    }

    private String uniqueIsbn() {
        String isbn = faker.code().isbn13(true);
        while (!out.claimIsbn(isbn)) {
            isbn = faker.code().isbn13(true);
        }
        return isbn;
    }

    private void shop(City city, int number, List<Book> countryBooks) {
        int openingYear = lastYear - draw.count(size.shopAgeYears()) + 1;
        Shop shop = out.shop(city.getName() + " Shop " + number, address(city), openingYear);
        int employees = draw.count(size.employeesPerShop());
        for (int i = 0; i < employees; i++) {
            out.hire(shop, faker.name().firstName() + " " + faker.name().lastName());
        }
        for (Book book : distinctSample(countryBooks, Math.min(draw.count(size.booksPerShop()), countryBooks.size()))) {
            out.stock(shop, book, 1 + random.nextInt(MAX_COPIES_IN_STOCK));
        }
    }

    /** {@code count} distinct books drawn uniformly (partial Fisher-Yates), returned in id order. */
    private List<Book> distinctSample(List<Book> books, int count) {
        List<Book> pool = new ArrayList<>(books);
        for (int i = 0; i < count; i++) {
            int j = i + random.nextInt(pool.size() - i);
            Book swap = pool.get(i);
            pool.set(i, pool.get(j));
            pool.set(j, swap);
        }
        List<Book> sample = new ArrayList<>(pool.subList(0, count));
        sample.sort((a, b) -> Long.compare(a.getId(), b.getId()));
        return sample;
    }

    private Address address(City city) {
        return out.address(faker.address().streetAddress(), faker.address().zipCode(), city);
    }

    private <T> T anyOf(List<T> list) {
        return list.get(random.nextInt(list.size()));
    }
}
