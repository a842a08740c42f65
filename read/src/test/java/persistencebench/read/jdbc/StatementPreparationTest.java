package persistencebench.read.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseServers;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.db.file.SqliteEngine;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.sql.SqlResources;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.CanonicalDigests;
import persistencebench.model.bookstore.query.ForeignerQuery;
import persistencebench.model.bookstore.query.QueryParameters;
import persistencebench.model.bookstore.query.ResultDigest;
import persistencebench.read.Contestant;
import persistencebench.read.TinyBookstore;
import persistencebench.harness.testing.Slow;

/**
 * How the JDBC variants prepare their statements, on the tiny bookstore in SQLite, whose driver keeps no statement of
 * its own: the tuned way prepares each SQL text once per connection however often the queries run, the paper way once
 * per call as the study did, and both answer alike; a connection of a lease (shared, or pooled, whose HikariCP handle
 * closes what is prepared through it when given back) keeps its statements across operations until the lease's
 * statements close. Prepares are counted by a wrapper around the test's own connection.
 */
@Slow
class StatementPreparationTest {
    private static final int ROUNDS = 2;

    @TempDir
    static Path directory;
    private static DatabaseServer sqlite;
    private static DatabaseTarget target;
    private static QueryParameters parameters;
    private static List<Long> customerIds;
    private static final SqlResources SQL = JdbcSql.of(SqliteEngine.NAME);

    @BeforeAll
    static void loadTheBookstoreIntoSqlite() {
        sqlite = SqliteEngine.inDirectory(directory.resolve("sqlite"), Durability.DISK);
        DatabaseServers servers = DatabaseServers.of(sqlite);
        BookstoreDataset dataset = TinyBookstore.datasetIn(directory.resolve("data"), servers);
        parameters = TinyBookstore.parametersOf(dataset);
        long last = dataset.counts().get(BookstoreEntityType.CUSTOMER.key());
        customerIds = List.of(1L, last, last + 1);
        JdbcReadBackend jdbc = new JdbcReadBackend();
        target = new Contestant(jdbc, jdbc.variant("tuned").orElseThrow(), SqliteEngine.NAME).target(dataset, servers).database();
    }

    @AfterAll
    static void closeSqlite() {
        sqlite.close();
    }

    @Test
    void theTunedWayPreparesEachStatementOncePerConnection() throws SQLException {
        Map<String, Integer> prepares = new TreeMap<>();
        List<List<ResultDigest>> answers = everyQuery(StatementPreparation.PER_CONNECTION, prepares);

        assertThat(prepares).hasSize(5).allSatisfy((text, count) -> assertThat(count).as(text).isEqualTo(1));
        assertThat(answers.get(1)).isEqualTo(answers.get(0));
    }

    @Test
    void thePaperWayPreparesOncePerCallAndAnswersAlike() throws SQLException {
        Map<String, Integer> prepares = new TreeMap<>();
        List<List<ResultDigest>> answers = everyQuery(StatementPreparation.PER_CALL, prepares);

        assertThat(prepares).hasSize(5).containsEntry(SQL.get("customers-page"), ROUNDS * parameters.pages().size())
                .containsEntry(SQL.get("customer-by-id"), ROUNDS * customerIds.size());
        assertThat(answers).isEqualTo(everyQuery(StatementPreparation.PER_CONNECTION, new TreeMap<>()));
    }

    @Test
    void aLeasesConnectionKeepsItsStatementsAcrossOperations() throws SQLException {
        for (ConnectionLease lease : List.of(new SharedConnection(target), new PooledConnections(target, 1))) {
            try (lease) {
                lease.open();
                PreparedStatement kept;
                try (LeasedStatements statements = StatementPreparation.PER_CONNECTION.onLease(lease, SQL)) {
                    kept = lookUpCustomer(lease, statements, 1);
                    assertThat(kept.isClosed()).as("given back to " + lease.getClass().getSimpleName()).isFalse();
                    assertThat(lookUpCustomer(lease, statements, 2)).isSameAs(kept);
                }
                assertThat(kept.isClosed()).as("closed with the lease's statements").isTrue();
            }
        }
    }

    /** Runs every customer and foreigner query {@link #ROUNDS} times on one connection; the digests of each round. */
    private static List<List<ResultDigest>> everyQuery(StatementPreparation preparation, Map<String, Integer> prepares) throws SQLException {
        List<List<ResultDigest>> rounds = new ArrayList<>();
        try (Connection connection = target.connect(); SqlStatements statements = preparation.on(counting(connection, prepares), SQL)) {
            for (int round = 0; round < ROUNDS; round++) {
                List<List<Customer>> pages = new ArrayList<>();
                for (int page : parameters.pages()) {
                    pages.add(CustomerPageSql.page(statements, page, parameters.pageSize()));
                }
                List<List<Customer>> keyset = new ArrayList<>();
                for (long afterId : parameters.keysetAfterIds()) {
                    keyset.add(CustomerPageSql.after(statements, afterId, parameters.pageSize()));
                }
                List<Customer> byId = new ArrayList<>();
                for (long id : customerIds) {
                    byId.add(CustomerPageSql.byId(statements, id));
                }
                List<List<Purchase>> purchases = new ArrayList<>();
                for (ForeignerQuery query : parameters.foreignerQueries()) {
                    purchases.add(new TunedForeignersSql().find(statements, query.year(), query.countryId()));
                }
                rounds.add(List.of(CanonicalDigests.customers(parameters.pages(), parameters.pageSize(), pages),
                        CanonicalDigests.customers(parameters.pages(), parameters.pageSize(), keyset),
                        CanonicalDigests.customersById(customerIds, byId),
                        CanonicalDigests.purchases(parameters.foreignerQueries(), purchases)));
            }
        }
        return rounds;
    }

    /** One operation of a lease: the customer by id on the statement kept for the acquired connection, which it returns. */
    private static PreparedStatement lookUpCustomer(ConnectionLease lease, LeasedStatements statements, long id) throws SQLException {
        Connection connection = lease.acquire();
        try {
            PreparedStatement used = statements.of(connection).query("customer-by-id", statement -> {
                statement.setLong(1, id);
                try (ResultSet rs = statement.executeQuery()) {
                    assertThat(rs.next()).isTrue();
                }
                return statement;
            });
            connection.commit();
            return used;
        } finally {
            lease.release(connection);
        }
    }

    /** {@code connection}, counting its {@code prepareStatement} calls per SQL text into {@code prepares}. */
    private static Connection counting(Connection connection, Map<String, Integer> prepares) {
        return (Connection) Proxy.newProxyInstance(StatementPreparationTest.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("prepareStatement")) {
                        prepares.merge((String) args[0], 1, Integer::sum);
                    }
                    try {
                        return method.invoke(connection, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}
