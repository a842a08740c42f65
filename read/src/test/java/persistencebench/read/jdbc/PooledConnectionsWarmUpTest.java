package persistencebench.read.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.read.TinyBookstore;
import persistencebench.harness.testing.Slow;

/**
 * A JDBC pool of the {@code concurrentReads} cells on the real PostgreSQL: full when opened, and the per-connection
 * warm-up (ten operations) reaches every connection, so each one holds the statement prepared on the server (pgJDBC
 * prepares on a statement's fifth execution per connection) and the server has planned it five times for its
 * parameters and then built its generic plan (on the named statement's sixth execution), as {@code pg_prepared_statements}
 * counts. Nine operations leave that choice to the first measured one; four leave the statement unprepared.
 */
@Slow
class PooledConnectionsWarmUpTest {
    private static final int SIZE = 3;
    private static final String LOOKUP = "FROM pg_prepared_statements WHERE NOT from_sql AND statement LIKE '%FROM customer c%'";

    @Test
    void tenOperationsOnEachConnectionGetEveryConnectionPastTheServersPlanChoice() throws SQLException {
        assertThat(plansPerConnection(10)).hasSize(SIZE).allSatisfy((backend, plans) -> assertThat(plans).as("backend " + backend)
                .isEqualTo(new Plans(1, 6)));
    }

    @Test
    void nineOperationsOnEachConnectionLeaveTheChoiceToTheNextExecution() throws SQLException {
        assertThat(plansPerConnection(9)).hasSize(SIZE).allSatisfy((backend, plans) -> assertThat(plans).isEqualTo(new Plans(1, 5)));
    }

    @Test
    void fourOperationsOnEachConnectionLeaveItUnprepared() throws SQLException {
        assertThat(plansPerConnection(4)).hasSize(SIZE).allSatisfy((backend, plans) -> assertThat(plans).isEqualTo(new Plans(0, 0)));
    }

    /** The lookup's server-side prepared statements and the plans they ran with (custom and generic). */
    private record Plans(long prepared, long plans) {
    }

    /** The lookup's plans per backend process after {@code operations} lookups on each connection. */
    private static Map<Integer, Plans> plansPerConnection(int operations) throws SQLException {
        DatabaseTarget target = TinyBookstore.target("jdbc", "tuned").database();
        PooledConnections pool = new PooledConnections(target, SIZE);
        try (JdbcConcurrentQueries queries = new JdbcConcurrentQueries(pool, new TunedForeignersSql(), JdbcSql.of(target.engine()),
                StatementPreparation.PER_CONNECTION)) {
            queries.open();
            assertThat(queries.openConnections()).as("full when opened").hasValue(SIZE);
            int reached = queries.warmEachConnection(pinned -> {
                for (int id = 1; id <= operations; id++) {
                    assertThat(pinned.customerById(id)).isNotNull();
                }
            });
            assertThat(reached).isEqualTo(SIZE);
            Map<Integer, Plans> plans = new ConcurrentHashMap<>();
            pool.onEachConnection(connection -> plans.put(number(connection, "SELECT pg_backend_pid()").intValue(), new Plans(
                    number(connection, "SELECT count(*) " + LOOKUP), number(connection, "SELECT coalesce(sum(custom_plans + generic_plans), 0) " + LOOKUP))));
            return plans;
        }
    }

    private static Long number(Connection connection, String sql) {
        try (Statement statement = connection.createStatement(); ResultSet rs = statement.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
