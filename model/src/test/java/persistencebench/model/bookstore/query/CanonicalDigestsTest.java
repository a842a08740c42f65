package persistencebench.model.bookstore.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.Author;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Employee;
import persistencebench.model.bookstore.Genre;
import persistencebench.model.bookstore.Language;
import persistencebench.model.bookstore.Publisher;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.State;

class CanonicalDigestsTest {
    private static final List<ForeignerQuery> QUERIES = List.of(new ForeignerQuery(2020, 1, "Germany"), new ForeignerQuery(2021, 1, "Germany"));

    /** Builds the same little world twice, as two backends would: equal values, distinct instances. */
    private static final class World {
        final Country germany = new Country(1, "Germany", "DE");
        final State bavaria = new State(1, "Bayern", germany);
        final City munich = new City(1, "München", bavaria);
        final City augsburg = new City(2, "Augsburg", bavaria);
        final Shop shop = new Shop(1, "Shop 1", new Address(1, "Hauptstr. 1", "80331", munich));
        final Employee anna = shop.hire(1, "Anna");
        final Customer carla = new Customer(1, "Carla", "Local", new Address(2, "Weg 2", "80331", munich));
        final Customer dirk = new Customer(2, "Dirk", "Visitor", new Address(3, "Weg 3", "86150", augsburg));
        final Author author = new Author(1, "Ann Author", new Address(4, "x", "1", munich));
        final Book book = new Book(1, "Titel", "978-3-16-148410-0", author, new Publisher(1, "P", new Address(5, "y", "2", munich)),
                new Genre(1, "Crime"), new Language(1, "German", "de"), new BigDecimal("5.00"), new BigDecimal("7.50"));

        Purchase purchase(long id, Customer customer, int year, String price) {
            Purchase p = new Purchase(id, shop, anna, customer, LocalDateTime.of(year, 3, 4, 10, 15));
            p.addItem(id * 10, book, 1, new BigDecimal(price));
            p.addItem(id * 10 + 1, book, 2, book.getRetailPrice());
            return p;
        }
    }

    @Test
    void equalAnswersFromDifferentInstancesAndOrdersGiveEqualDigests() {
        World a = new World();
        World b = new World();
        ResultDigest first = CanonicalDigests.purchases(QUERIES, List.of(
                List.of(a.purchase(1, a.dirk, 2020, "7.50"), a.purchase(2, a.dirk, 2020, "3.10")), List.of()));
        ResultDigest second = CanonicalDigests.purchases(QUERIES, List.of(
                List.of(b.purchase(2, b.dirk, 2020, "3.1"), b.purchase(1, b.dirk, 2020, "7.5")), List.of()));
        assertThat(second).isEqualTo(first);
        assertThat(first.digest()).startsWith("sha256:").hasSize(7 + 64);
        assertThat(first.count()).isEqualTo(2);
        assertThat(first.rows()).hasSize(2).first().asString().startsWith("2020/Germany#1:");
    }

    @Test
    void anyChangedValueChangesTheDigest() {
        World w = new World();
        ResultDigest base = CanonicalDigests.purchases(QUERIES, List.of(List.of(w.purchase(1, w.dirk, 2020, "7.50")), List.of()));
        ResultDigest otherPrice = CanonicalDigests.purchases(QUERIES, List.of(List.of(w.purchase(1, w.dirk, 2020, "7.51")), List.of()));
        ResultDigest otherCustomer = CanonicalDigests.purchases(QUERIES, List.of(List.of(w.purchase(1, w.carla, 2020, "7.50")), List.of()));
        ResultDigest otherQuery = CanonicalDigests.purchases(QUERIES, List.of(List.of(), List.of(w.purchase(1, w.dirk, 2020, "7.50"))));
        assertThat(List.of(otherPrice.digest(), otherCustomer.digest(), otherQuery.digest())).doesNotContain(base.digest()).doesNotHaveDuplicates();
        assertThat(otherPrice.count()).isEqualTo(base.count());
    }

    @Test
    void customerPagesKeepTheirOrderAndAddressChain() {
        World a = new World();
        World b = new World();
        ResultDigest ordered = CanonicalDigests.customers(List.of(0, 1), 1, List.of(List.of(a.carla), List.of(a.dirk)));
        assertThat(CanonicalDigests.customers(List.of(0, 1), 1, List.of(List.of(b.carla), List.of(b.dirk)))).isEqualTo(ordered);
        assertThat(CanonicalDigests.customers(List.of(0, 1), 1, List.of(List.of(b.dirk), List.of(b.carla))).digest()).isNotEqualTo(ordered.digest());
        World renamed = new World();
        Customer moved = new Customer(2, "Dirk", "Visitor", new Address(3, "Weg 3", "86150", renamed.munich));
        assertThat(CanonicalDigests.customers(List.of(0, 1), 1, List.of(List.of(renamed.carla), List.of(moved))).digest())
                .isNotEqualTo(ordered.digest());
        assertThat(ordered.count()).isEqualTo(2);
    }

    @Test
    void customersByIdDigestTheirAddressChainAndTellAMissingCustomerApart() {
        World a = new World();
        World b = new World();
        ResultDigest found = CanonicalDigests.customersById(List.of(1L, 3L), Arrays.asList(a.carla, null));
        assertThat(CanonicalDigests.customersById(List.of(1L, 3L), Arrays.asList(b.carla, null))).isEqualTo(found);
        assertThat(found.count()).isEqualTo(1);
        assertThat(CanonicalDigests.customersById(List.of(1L, 3L), List.of(a.carla, a.dirk)).digest()).isNotEqualTo(found.digest());
        assertThat(CanonicalDigests.customersById(List.of(1L, 4L), Arrays.asList(a.carla, null)).digest())
                .isNotEqualTo(found.digest());
        assertThatThrownBy(() -> CanonicalDigests.customersById(List.of(1L), List.of()))
                .hasMessage("expected results for 1 customer ids, got 0");
    }

    @Test
    void failsLoudlyOnMissingAssociationsAndWrongShapes() {
        Customer unloaded = new Customer(9, "No", "Address", new Address(9, "s", "z", new World().munich)) {
            @Override
            public Address getAddress() {
                return null;
            }
        };
        assertThatThrownBy(() -> CanonicalDigests.customers(List.of(0), 1, List.of(List.of(unloaded)))).isInstanceOf(NullPointerException.class);
        assertThatThrownBy(() -> CanonicalDigests.purchases(QUERIES, List.of(List.of())))
                .hasMessage("expected results for 2 foreigner queries, got 1");
    }
}
