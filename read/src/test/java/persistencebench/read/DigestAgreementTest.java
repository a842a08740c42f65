package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.State;
import persistencebench.model.bookstore.query.CanonicalDigests;
import persistencebench.model.bookstore.query.ResultDigest;

/** Keyset cells must give the offset cells' answer; each of the study's phases keeps its own reference. */
class DigestAgreementTest {
    /** Two pages of two customers: page 0 (ids 1, 2) and the deep page 3 (ids 7, 8). */
    private static final List<Integer> PAGES = List.of(0, 3);
    private static final City CITY = new City(1, "München", new State(1, "Bayern", new Country(1, "Germany", "DE")));

    @Test
    void aKeysetCellThatDiffersFromTheOffsetCellsIsAProblem() {
        DigestAgreement agreement = new DigestAgreement();
        assertThat(agreement.check(cell("jdbc", "customersOffset", 1, 2, 7, 8))).isEmpty();
        assertThat(agreement.check(cell("jdbc", "customersKeyset", 1, 2, 7, 8))).isEmpty();
        assertThat(agreement.check(cell("hibernate", "customersKeyset", 1, 2, 8, 9))).hasValueSatisfying(problem -> assertThat(problem)
                .startsWith("customersKeyset: hibernate/tuned customersKeyset hot answered differently from jdbc/tuned customersOffset hot")
                .contains("customer 7 only in jdbc/tuned customersOffset hot"));
    }

    @Test
    void aContestantsOwnKeysetAndOffsetAnswersMustAgree() {
        DigestAgreement agreement = new DigestAgreement();
        assertThat(agreement.check(cell("microstream", "customersOffset", 1, 2, 7, 8))).isEmpty();
        assertThat(agreement.check(cell("microstream", "customersKeyset", 1, 2, 8, 9)))
                .hasValueSatisfying(problem -> assertThat(problem).contains("microstream/tuned customersKeyset hot answered differently"
                        + " from microstream/tuned customersOffset hot"));
    }

    @Test
    void theDeepPageByKeysetMustGiveTheDeepPageByOffsetAndNotTheDepthPages() {
        DigestAgreement agreement = new DigestAgreement();
        assertThat(agreement.check(cell("jdbc", "customersOffset", 1, 2, 7, 8))).isEmpty();
        assertThat(agreement.check(cell("jdbc", "deepPageOffset", 1, 2, 5, 6))).isEmpty();
        assertThat(agreement.check(cell("hibernate", "deepPageKeyset", 1, 2, 5, 6))).isEmpty();
        assertThat(agreement.check(cell("microstream", "deepPageKeyset", 1, 2, 5, 7))).hasValueSatisfying(problem -> assertThat(problem)
                .startsWith("deepPageKeyset: microstream/tuned deepPageKeyset hot answered differently from jdbc/tuned deepPageOffset hot"));
    }

    @Test
    void theStudysPagesAreNotComparedWithTheDepthPages() {
        DigestAgreement agreement = new DigestAgreement();
        assertThat(agreement.check(cell("jdbc", "customersOffset", 1, 2, 7, 8))).isEmpty();
        assertThat(agreement.check(cell("jdbc", "customersPaged", 1, 2, 3, 4))).isEmpty();
        assertThat(agreement.check(cell("hibernate", "customersPaged", 1, 2, 3, 4))).isEmpty();
    }

    /** A hot cell of the tuned variant whose two pages held the customers {@code ids}, two per page. */
    private static CellResult cell(String backend, String phase, long... ids) {
        List<Customer> customers = Arrays.stream(ids).mapToObj(id -> new Customer(id, "First " + id, "Last " + id,
                new Address(id, "Street " + id, "8033" + id, CITY))).toList();
        ResultDigest digest = CanonicalDigests.customers(PAGES, 2, List.of(customers.subList(0, 2), customers.subList(2, 4)));
        return new CellResult(backend, "tuned", phase, "hot").put(CellField.RESULT_DIGEST, digest.digest()).put(CellField.RESULT_COUNT, digest.count())
                .put(CellField.RESULT_ROWS, digest.rows());
    }
}
