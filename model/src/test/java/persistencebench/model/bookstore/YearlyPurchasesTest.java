package persistencebench.model.bookstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class YearlyPurchasesTest {
    private final Country country = new Country(1, "Germany", "DE");
    private final State state = new State(1, "Bayern", country);
    private final City munich = new City(1, "München", state);
    private final City augsburg = new City(2, "Augsburg", state);
    private final Shop shop = new Shop(1, "München Shop 1", new Address(1, "Hauptstr. 1", "80331", munich));
    private final Employee anna = shop.hire(1, "Anna");
    private final Employee ben = shop.hire(2, "Ben");
    private final Customer local = new Customer(1, "Carla", "Local", new Address(2, "Weg 2", "80331", munich));
    private final Customer foreigner = new Customer(2, "Dirk", "Visitor", new Address(3, "Weg 3", "86150", augsburg));
    private final Language german = new Language(1, "German", "de");
    private final Book book = new Book(1, "Titel", "978-3-16-148410-0", new Author(1, "A", new Address(4, "x", "1", munich)),
            new Publisher(1, "P", new Address(5, "y", "2", munich)), new Genre(1, "Crime"), german,
            new BigDecimal("5.00"), new BigDecimal("7.5"));

    @Test
    void keepsTheYearsPurchasesInIdOrderAndCountsTheirItems() {
        Purchase p1 = new Purchase(1, shop, anna, local, LocalDateTime.of(2022, 1, 3, 10, 0));
        Purchase p2 = new Purchase(2, shop, ben, foreigner, LocalDateTime.of(2022, 5, 3, 11, 0));
        Purchase p3 = new Purchase(3, shop, anna, foreigner, LocalDateTime.of(2022, 7, 3, 12, 0));
        p1.addItem(1, book, 2, book.getRetailPrice());
        p2.addItem(2, book, 1, book.getRetailPrice());
        p2.addItem(3, book, 3, book.getRetailPrice());

        YearlyPurchases year = new YearlyPurchases(2022, List.of(p1, p2, p3));

        assertThat(year.getPurchases()).containsExactly(p1, p2, p3);
        assertThat(year.size()).isEqualTo(3);
        assertThat(year.itemCount()).isEqualTo(3);
        assertThat(p2.isByForeigner()).isTrue();
        assertThat(p1.isByForeigner()).isFalse();
        assertThat(book.getRetailPrice()).hasToString("7.50");
    }

    @Test
    void rejectsPurchasesOfAnotherYearAndUnorderedIds() {
        Purchase p1 = new Purchase(1, shop, anna, local, LocalDateTime.of(2021, 12, 31, 18, 0));
        Purchase p2 = new Purchase(2, shop, anna, local, LocalDateTime.of(2022, 1, 1, 8, 0));
        assertThatThrownBy(() -> new YearlyPurchases(2022, List.of(p1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not in year 2022");
        assertThatThrownBy(() -> new YearlyPurchases(2022, List.of(p2, p2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must ascend");
    }

    @Test
    void rejectsMoneyWithMoreThanTwoDecimalsAndEmployeesOfAnotherShop() {
        Purchase purchase = new Purchase(1, shop, anna, local, LocalDateTime.of(2022, 1, 3, 10, 0));
        assertThatThrownBy(() -> purchase.addItem(1, book, 1, new BigDecimal("1.005")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at most two decimals");
        Shop other = new Shop(2, "Other", new Address(6, "z", "3", augsburg));
        assertThatThrownBy(() -> new Purchase(2, other, anna, local, LocalDateTime.of(2022, 1, 3, 10, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("works in");
    }

    @Test
    void referenceDataRequiresIdsOneToN() {
        assertThatThrownBy(() -> new ReferenceData(List.of(german), List.of(), List.of(new Country(2, "X", "XX")),
                List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("country ids must be 1..n in order, but position 1 holds id 2");
    }
}
