package persistencebench.read.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.postgresql.core.BaseConnection;
import org.postgresql.core.TransactionState;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.file.H2Engine;
import persistencebench.harness.db.file.SqliteEngine;
import persistencebench.harness.db.mariadb.TestMariaDb;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.durability.Durability;
import persistencebench.read.TinyBookstore;
import persistencebench.harness.testing.Slow;

/**
 * The JDBC connections of the {@code concurrentReads} cells, shared and pooled, on all four engines, read as
 * Hibernate's do: auto-commit off, and read-only where the driver can mark a connection, which PostgreSQL and MariaDB
 * enforce (a write in the transaction fails) and H2 and SQLite do not (H2 takes the mark as a hint; SQLite's driver
 * cannot mark an open connection). Each operation commits, leaving no transaction open.
 */
@Slow
class ReadOnlyTransactionsTest {
    @TempDir
    static Path directory;
    private static final List<DatabaseServer> FILE_ENGINES = new ArrayList<>();

    @BeforeAll
    static void startTheFileEngines() {
        FILE_ENGINES.add(H2Engine.inDirectory(directory.resolve("h2"), Durability.DISK));
        FILE_ENGINES.add(SqliteEngine.inDirectory(directory.resolve("sqlite"), Durability.DISK));
    }

    @AfterAll
    static void closeTheFileEngines() {
        FILE_ENGINES.forEach(DatabaseServer::close);
    }

    @Test
    void postgresqlRefusesAWriteOnBothModesConnections() throws SQLException {
        assertReadsAsHibernate(TestPostgres.server(), true);
    }

    @Test
    void mariadbRefusesAWriteOnBothModesConnections() throws SQLException {
        assertReadsAsHibernate(TestMariaDb.server(), true);
    }

    @Test
    void h2TakesReadOnlyAsAHint() throws SQLException {
        assertReadsAsHibernate(FILE_ENGINES.get(0), false);
    }

    @Test
    void sqliteConnectionsStayUnmarked() throws SQLException {
        assertReadsAsHibernate(FILE_ENGINES.get(1), false);
    }

    @Test
    void eachOperationCommitsItsTransaction() throws SQLException {
        DatabaseTarget target = TinyBookstore.target("jdbc", "tuned").database();
        SharedConnection shared = new SharedConnection(target);
        try (JdbcConcurrentQueries queries = new JdbcConcurrentQueries(shared, new TunedForeignersSql(), JdbcSql.of(target.engine()),
                StatementPreparation.PER_CONNECTION)) {
            queries.open();
            assertThat(queries.customerById(1)).isNotNull();
            shared.onEachConnection(connection -> assertThat(transactionState(connection)).isEqualTo(TransactionState.IDLE));
        }
    }

    private static void assertReadsAsHibernate(DatabaseServer server, boolean refusesWrites) throws SQLException {
        String database = "readonly_" + ProcessHandle.current().pid();
        server.createDatabaseIfMissing(database);
        DatabaseTarget target = new DatabaseTarget(server.engine(), server.jdbcUrl(database), database, server.user(), server.password(),
                null);
        try (Connection setup = target.connect(); Statement statement = setup.createStatement()) {
            statement.execute("DROP TABLE IF EXISTS marks");
            statement.execute("CREATE TABLE marks (x INT)");
        }
        for (ConnectionLease lease : List.of(new SharedConnection(target), new PooledConnections(target, 2))) {
            try (lease) {
                lease.open();
                // a pool runs the work on its connections at once, and SQLite admits one writer at a time: they take turns
                Object turn = new Object();
                int reached = lease.onEachConnection(connection -> {
                    synchronized (turn) {
                        checkTransaction(connection, refusesWrites);
                    }
                });
                assertThat(reached).isEqualTo(lease instanceof SharedConnection ? 1 : 2);
            }
        }
    }

    /** Auto-commit is off, a read works, a write is refused or not, and the transaction rolls back. */
    private static void checkTransaction(Connection connection, boolean refusesWrites) {
        try (Statement statement = connection.createStatement()) {
            assertThat(connection.getAutoCommit()).isFalse();
            statement.executeQuery("SELECT count(*) FROM marks").close();
            if (refusesWrites) {
                assertThatThrownBy(() -> statement.executeUpdate("INSERT INTO marks VALUES (1)"))
                        .isInstanceOf(SQLException.class).message().containsIgnoringCase("read").containsIgnoringCase("only");
            } else {
                assertThat(statement.executeUpdate("INSERT INTO marks VALUES (1)")).isEqualTo(1);
            }
            connection.rollback();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static TransactionState transactionState(Connection connection) {
        try {
            return connection.unwrap(BaseConnection.class).getTransactionState();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
