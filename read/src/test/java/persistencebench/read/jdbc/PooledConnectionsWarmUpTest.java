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

/**
 * A JDBC pool of the {@code concurrentReads} cells on the real PostgreSQL: full when opened, and the per-connection
 * warm-up reaches every connection, so each one holds the statement prepared on the server (pgJDBC prepares on a
 * statement's fifth execution per connection), which four executions per connection would not.
 */
class PooledConnectionsWarmUpTest {
    private static final int SIZE = 3;

    @Test
    void sixOperationsOnEachConnectionPrepareTheStatementOnEveryConnection() throws SQLException {
        assertThat(preparedPerConnection(6)).hasSize(SIZE).allSatisfy((backend, prepared) -> assertThat(prepared).as("backend " + backend)
                .isPositive());
    }

    @Test
    void fourOperationsOnEachConnectionLeaveItUnprepared() throws SQLException {
        assertThat(preparedPerConnection(4)).hasSize(SIZE).allSatisfy((backend, prepared) -> assertThat(prepared).isZero());
    }

    /** The lookup's server-side prepared statements per backend process after {@code operations} lookups on each connection. */
    private static Map<Integer, Long> preparedPerConnection(int operations) throws SQLException {
        DatabaseTarget target = TinyBookstore.target("jdbc", "tuned").database();
        PooledConnections pool = new PooledConnections(target, SIZE);
        try (JdbcConcurrentQueries queries = new JdbcConcurrentQueries(pool, new TunedForeignersSql(), JdbcSql.of(target.engine()))) {
            queries.open();
            assertThat(queries.openConnections()).as("full when opened").hasValue(SIZE);
            int reached = queries.warmEachConnection(pinned -> {
                for (int id = 1; id <= operations; id++) {
                    assertThat(pinned.customerById(id)).isNotNull();
                }
            });
            assertThat(reached).isEqualTo(SIZE);
            Map<Integer, Long> prepared = new ConcurrentHashMap<>();
            pool.onEachConnection(connection -> prepared.put(number(connection, "SELECT pg_backend_pid()").intValue(),
                    number(connection, "SELECT count(*) FROM pg_prepared_statements WHERE NOT from_sql AND statement LIKE '%FROM customer c%'")));
            return prepared;
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
