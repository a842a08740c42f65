package persistencebench.model.bookstore.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class QueryParametersTest {
    private static final List<CountryYears> THREE = List.of(
            country(3, "Italy", 2008, 2022), country(1, "Germany", 2011, 2022), country(2, "France", 2010, 2021));

    private static CountryYears country(long id, String name, int from, int to) {
        return new CountryYears(id, name, new TreeSet<>(IntStream.rangeClosed(from, to).boxed().toList()));
    }

    @Test
    void sameSeedAndDataGiveTheSameParameters() {
        QueryParameters first = QueryParameters.choose(42, THREE, 5_000);
        assertThat(QueryParameters.choose(42, List.of(THREE.get(2), THREE.get(0), THREE.get(1)), 5_000)).isEqualTo(first);
        assertThat(first.years()).hasSize(3);
        assertThat(first.years().get(2) - first.years().get(0)).isEqualTo(2);
        assertThat(first.years()).allSatisfy(year -> assertThat(year).isBetween(2011, 2021));
        assertThat(first.countries()).extracting(QueryParameters.ChosenCountry::name).containsExactly("Germany", "France", "Italy");
        assertThat(first.pages()).containsExactly(0, 1, 2);
        assertThat(first.pageSize()).isEqualTo(100);
    }

    @Test
    void differentSeedsDrawDifferentWindows() {
        Set<List<Integer>> windows = new java.util.HashSet<>();
        for (long seed = 0; seed < 50; seed++) {
            windows.add(QueryParameters.choose(seed, THREE, 5_000).years());
        }
        assertThat(windows).hasSizeGreaterThan(3);
    }

    @Test
    void nineForeignerQueriesInAFixedOrder() {
        QueryParameters parameters = new QueryParameters(List.of(2019, 2020, 2021),
                List.of(new QueryParameters.ChosenCountry(1, "Germany"), new QueryParameters.ChosenCountry(2, "France"),
                        new QueryParameters.ChosenCountry(3, "Italy")), QueryParameters.PAGES, QueryParameters.PAGE_SIZE, 48);
        assertThat(parameters.foreignerQueries()).hasSize(9);
        assertThat(parameters.foreignerQueries().get(0)).isEqualTo(new ForeignerQuery(2019, 1, "Germany"));
        assertThat(parameters.foreignerQueries().get(5)).isEqualTo(new ForeignerQuery(2020, 3, "Italy"));
        assertThat(parameters.toMap()).containsEntry("years", List.of(2019, 2020, 2021))
                .containsEntry("countries", List.of("Germany", "France", "Italy")).containsEntry("foreignerQueriesPerSample", 9);
    }

    @Test
    void onlyChoosesCountriesSharingThreeConsecutiveYears() {
        List<CountryYears> four = List.of(country(1, "A", 2000, 2001), country(2, "B", 2010, 2014),
                country(3, "C", 2012, 2020), country(4, "D", 2005, 2014));
        for (long seed = 0; seed < 20; seed++) {
            QueryParameters p = QueryParameters.choose(seed, four, 5_000);
            assertThat(p.countries()).extracting(QueryParameters.ChosenCountry::name).containsExactly("B", "C", "D");
            assertThat(p.years()).containsExactly(2012, 2013, 2014);
        }
    }

    @Test
    void smallDatasetsUseAllTheirCountries() {
        QueryParameters p = QueryParameters.choose(7, List.of(country(1, "Germany", 2019, 2022)), 150);
        assertThat(p.countries()).hasSize(1);
        assertThat(p.foreignerQueries()).hasSize(3);
        assertThat(p.pages()).as("only the pages that hold customers").containsExactly(0, 1);
    }

    @Test
    void theDeepPageHoldsTheCustomerAtNinetyPercentAndStaysOutOfTheStudysPages() {
        QueryParameters medium = QueryParameters.choose(42, THREE, 5_348);
        assertThat(medium.pages()).containsExactly(0, 1, 2);
        assertThat(medium.deepPage()).as("customer 4,814 of 5,348 is on page 48 (ids 4,801..4,900)").isEqualTo(48);
        assertThat(medium.depthPages()).containsExactly(0, 1, 2, 48);
        assertThat(medium.toMap()).containsEntry("pages", List.of(0, 1, 2)).containsEntry("deepPage", 48)
                .containsEntry("depthPages", List.of(0, 1, 2, 48)).containsEntry("keysetAfterIds", List.of(0L, 100L, 200L, 4_800L));
        assertThat(QueryParameters.choose(42, THREE, 1_000).deepPage()).as("customer 900 is the last of page 8").isEqualTo(8);
        assertThat(QueryParameters.choose(42, THREE, 1_001).deepPage()).as("customer 901 opens page 9").isEqualTo(9);
    }

    @Test
    void keysetAfterIdsAreTheLastIdsOfThePreviousPages() {
        QueryParameters p = QueryParameters.choose(42, THREE, 5_000);
        assertThat(p.keysetAfterIds()).containsExactly(0L, 100L, 200L, 4_400L);
        assertThat(p.keysetAfterIds()).hasSameSizeAs(p.depthPages());
    }

    @Test
    void aDeepPageAmongTheStudysPagesIsAskedOnce() {
        QueryParameters p = QueryParameters.choose(7, List.of(country(1, "Germany", 2019, 2022)), 150);
        assertThat(p.deepPage()).isEqualTo(1);
        assertThat(p.depthPages()).containsExactly(0, 1);
        assertThat(p.keysetAfterIds()).containsExactly(0L, 100L);
    }

    @Test
    void explainsWhenNoCommonYearsExist() {
        assertThatThrownBy(() -> QueryParameters.choose(1, List.of(country(1, "A", 2000, 2003), country(2, "B", 2010, 2013),
                country(3, "C", 2020, 2022)), 5_000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no 3 countries of the dataset have purchases by foreigners in 3 consecutive years in common")
                .hasMessageContaining("A [2000, 2001, 2002, 2003]");
        assertThatThrownBy(() -> QueryParameters.choose(1, List.of(), 5_000))
                .hasMessageContaining("no purchases by foreigners or no customers");
    }
}
