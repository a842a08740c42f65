package persistencebench.model.bookstore;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BookstoreSizeTest {

    @Test
    void parsesLabelsCaseInsensitively() {
        assertThat(BookstoreSize.parse("medium")).isEqualTo(BookstoreSize.MEDIUM);
        assertThat(BookstoreSize.parse(" Tiny ")).isEqualTo(BookstoreSize.TINY);
        assertThat(BookstoreSize.HUGE.label()).isEqualTo("huge");
    }

    @Test
    void rejectsUnknownSizeNamingTheValidOnes() {
        assertThatThrownBy(() -> BookstoreSize.parse("gigantic"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown size \"gigantic\": valid sizes are tiny, small, medium, large, huge");
    }

    @Test
    void minimumIsTheExactCeilingOfRatioTimesBound() {
        // 0.3 * 10 is 3.0000000000000004 in doubles; the minimum must still be 3
        assertThat(BookstoreSize.MEDIUM.minimumOf(10)).isEqualTo(3);
        assertThat(BookstoreSize.MEDIUM.minimumOf(15)).isEqualTo(5);
        assertThat(BookstoreSize.MEDIUM.minimumOf(3)).isEqualTo(1);
        assertThat(BookstoreSize.LARGE.minimumOf(25)).isEqualTo(10);
        assertThat(BookstoreSize.HUGE.minimumOf(5)).isEqualTo(3);
    }

    @Test
    void mediumHasTheBoundsOfTheOriginalStudy() {
        BookstoreSize medium = BookstoreSize.MEDIUM;
        assertThat(medium.minRatio()).isEqualTo(0.3);
        assertThat(new int[] {medium.genres(), medium.countries(), medium.publishersPerCountry(), medium.authorsPerCountry(),
                medium.booksPerCountry(), medium.citiesPerCountry(), medium.customersPerCity(), medium.shopsPerCity(),
                medium.booksPerShop(), medium.shopAgeYears(), medium.employeesPerShop(),
                medium.purchasesPerEmployeePerYear(), medium.itemsPerPurchase()})
                .containsExactly(100, 3, 25, 250, 500, 10, 500, 4, 350, 15, 7, 150, 3);
    }
}
