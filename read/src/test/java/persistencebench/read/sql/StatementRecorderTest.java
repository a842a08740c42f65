package persistencebench.read.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.testing.Slow;

/** The verification-pass recorder counts statements and explains prepared queries with the parameters they bound. */
@Slow
class StatementRecorderTest {

    @Test
    void countsEveryExecutionAndExplainsTheFirstFourPreparedQueriesWithTheirParameters() throws SQLException {
        StatementRecorder recorder = StatementRecorder.explaining("postgresql");
        try (Connection real = TestPostgres.server().dataSource("postgres").getConnection()) {
            Connection watched = recorder.wrap(real);
            for (int i = 0; i < 6; i++) {
                try (PreparedStatement statement = watched.prepareStatement("SELECT oid FROM pg_class WHERE relname = ? AND relpages >= ?")) {
                    statement.setString(1, "pg_class");
                    statement.setInt(2, i);
                    try (ResultSet rows = statement.executeQuery()) {
                        assertThat(rows.next()).isTrue();
                    }
                }
            }
            try (Statement plain = watched.createStatement()) {
                plain.execute("SELECT 1");
            }
        }

        assertThat(recorder.executed()).isEqualTo(7);
        assertThat(recorder.plans()).hasSize(5).first().asString()
                .contains("Index Cond: (relname = 'pg_class'", "Filter: (relpages >= 0)", "actual time=", "Buffers:");
        assertThat(recorder.plans().get(4)).isEqualTo("(2 more queries of the pass were not explained)");
    }

    @Test
    void aReusedStatementIsExplainedWithTheParametersItHoldsNow() throws SQLException {
        StatementRecorder recorder = StatementRecorder.explaining("postgresql");
        try (Connection real = TestPostgres.server().dataSource("postgres").getConnection();
             PreparedStatement statement = recorder.wrap(real).prepareStatement("SELECT oid FROM pg_class WHERE relname = ? AND relpages >= ?")) {
            for (int i = 0; i < 3; i++) {
                statement.setString(1, "pg_class");
                statement.setInt(2, 10 + i);
                statement.executeQuery().close();
            }
        }
        assertThat(recorder.executed()).isEqualTo(3);
        assertThat(recorder.plans()).hasSize(3);
        assertThat(recorder.plans().get(2)).contains("Filter: (relpages >= 12)").doesNotContain(">= 10", ">= 11");
    }

    @Test
    void aCountingRecorderExplainsNothing() throws SQLException {
        StatementRecorder recorder = StatementRecorder.counting();
        try (Connection real = TestPostgres.server().dataSource("postgres").getConnection();
             PreparedStatement statement = recorder.wrap(real).prepareStatement("SELECT ?::int")) {
            statement.setInt(1, 1);
            statement.executeQuery().close();
        }
        assertThat(recorder.executed()).isEqualTo(1);
        assertThat(recorder.plans()).isEmpty();
    }

    @Test
    void longArraysOfBoundKeysAreShortenedInPlans() {
        assertThat(StatementRecorder.shortened("Index Cond: (id = ANY ('{1,2,3,4,5,6,7,8,9,10}'::bigint[]))"))
                .isEqualTo("Index Cond: (id = ANY ('{1,2,3,4,5,... 10 values}'::bigint[]))");
        assertThat(StatementRecorder.shortened("Filter: (id = ANY ('{4,1,12}'::bigint[]))")).isEqualTo("Filter: (id = ANY ('{4,1,12}'::bigint[]))");
    }
}
