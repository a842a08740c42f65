package persistencebench.model.bookstore.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class DigestDifferenceTest {

    private static ResultDigest digest(String sha, String... rows) {
        return new ResultDigest("sha256:" + sha, rows.length, List.of(rows));
    }

    @Test
    void equalDigestsHaveNoDifference() {
        assertThat(DigestDifference.describe("purchase", "a", digest("1", "q#1:aa"), "b", digest("1", "q#1:aa"))).isEmpty();
    }

    @Test
    void namesTheCountsAndTheFirstMissingRow() {
        ResultDigest expected = digest("1", "2020/Germany#1:aa", "2020/Germany#4711:bb", "2020/Germany#4800:cc");
        ResultDigest actual = digest("2", "2020/Germany#1:aa", "2020/Germany#4800:cc");
        assertThat(DigestDifference.describe("purchase", "microstream/paper", expected, "jdbc/tuned", actual))
                .hasValue("count 3 vs 2; first difference in 2020/Germany: purchase 4711 only in microstream/paper");
        assertThat(DigestDifference.describe("purchase", "microstream/paper", actual, "jdbc/tuned", expected))
                .hasValue("count 2 vs 3; first difference in 2020/Germany: purchase 4711 only in jdbc/tuned");
    }

    @Test
    void namesRowsWithDifferentValuesOrPositions() {
        assertThat(DigestDifference.describe("purchase", "a", digest("1", "q#1:aa", "q#2:bb"), "b", digest("2", "q#1:aa", "q#2:bc")))
                .hasValue("first difference in q: purchase 2 has different values");
        assertThat(DigestDifference.describe("customer", "a", digest("1", "page 0#1:aa", "page 0#2:bb"), "b", digest("2", "page 0#2:bb", "page 0#1:aa")))
                .hasValue("first difference in page 0: customer 1 vs 2 at the same position");
        assertThat(DigestDifference.describe("customer", "a", digest("1", "p#1:aa"), "b", digest("2", "p#1:aa", "p#5:ee")))
                .hasValue("count 1 vs 2; first difference in p: customer 5 only in b");
    }
}
