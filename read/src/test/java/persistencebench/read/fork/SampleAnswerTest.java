package persistencebench.read.fork;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.VerificationException;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.read.plugin.QueryPhase;

class SampleAnswerTest {
    private static final QueryParameters PARAMETERS = new QueryParameters(List.of(2020, 2021, 2022),
            List.of(new QueryParameters.ChosenCountry(1, "Germany")), List.of(0), 100, 0);

    @Test
    void aQueryWithoutRowsFailsTheSampleSayingWhichQuery() {
        SampleAnswer answer = new SampleAnswer(QueryPhase.PURCHASES_OF_FOREIGNERS, PARAMETERS);

        assertThatThrownBy(() -> answer.verify(List.of(List.of(), List.of(), List.of())))
                .isInstanceOf(VerificationException.class)
                .hasMessageStartingWith("query 2020/Germany returned no purchase, but every query must return at least one row");
    }

    @Test
    void anEmptyCustomerPageFailsToo() {
        SampleAnswer answer = new SampleAnswer(QueryPhase.CUSTOMERS_PAGED, PARAMETERS);

        assertThatThrownBy(() -> answer.verify(List.of(List.of())))
                .hasMessageStartingWith("query page 0 returned no customer");
        assertThat(QueryPhase.CUSTOMERS_PAGED.queryLabels(PARAMETERS)).containsExactly("page 0");
    }
}
