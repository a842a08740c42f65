package persistencebench.read.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Tuned JDBC runs the portable join shape, the one tuned Hibernate generates: no dialect override, no LATERAL fence. */
class TunedForeignersShapeTest {

    @Test
    void postgresqlRunsThePortableStatement() {
        String postgresql = JdbcSql.of("postgresql").get("tuned-foreigners");

        assertThat(postgresql).isEqualTo(JdbcSql.of("generic").get("tuned-foreigners"));
        assertThat(postgresql).doesNotContainIgnoringCase("lateral").doesNotContainIgnoringCase("offset")
                .contains("p.time_stamp >= ? AND p.time_stamp < ?", "ss.country_id = ?", "ca.city_id <> sa.city_id");
    }
}
