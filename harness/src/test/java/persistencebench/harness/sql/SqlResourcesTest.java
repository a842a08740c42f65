package persistencebench.harness.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SqlResourcesTest {
    private static final String BASE = "persistencebench/harness/sql/sample";

    @Test
    void aDialectsOwnStatementWinsAndTheGenericOneIsTheFallback() {
        SqlResources postgres = SqlResources.of(getClass(), BASE, "postgresql");
        assertThat(postgres.get("count")).isEqualTo("SELECT 'postgres count'");
        assertThat(postgres.get("size")).contains("pg_total_relation_size");
        SqlResources h2 = SqlResources.of(getClass(), BASE, "h2");
        assertThat(h2.get("count")).isEqualTo("SELECT 'generic count'");
        assertThat(h2.has("size")).isFalse();
    }

    @Test
    void multiStatementFilesSplitOnSemicolonLines() {
        assertThat(SqlResources.of(getClass(), BASE, "h2").statements("schema"))
                .hasSize(2)
                .allSatisfy(s -> assertThat(s).contains("CREATE TABLE"));
    }

    @Test
    void aMissingStatementNamesBothPlacesItLooked() {
        assertThatThrownBy(() -> SqlResources.of(getClass(), BASE, "h2").get("size"))
                .hasMessageContaining("sample/h2/size.sql").hasMessageContaining("sample/generic/size.sql");
    }
}
