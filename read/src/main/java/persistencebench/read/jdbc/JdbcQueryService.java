package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.sql.SqlResources;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.ForeignerQuery;
import persistencebench.read.sql.PlanSettings;
import persistencebench.read.sql.StatementRecorder;

/**
 * The queries in plain JDBC on one connection, as the study used JDBC: {@link #open()} opens one physical connection
 * (no pool), every query of a sample runs on it. Customers (offset and keyset pages, by id): {@link CustomerPageSql} in
 * both variants; foreigners: the variant's {@link ForeignersSql}. Statements come from the server's dialect resources.
 * Statements are counted ({@link #countStatements}) and explained ({@link #explain}) only in untimed passes, on a
 * separate connection wrapped by a {@link StatementRecorder}.
 */
final class JdbcQueryService implements BookstoreQueryService {
    private final DatabaseTarget target;
    private final ForeignersSql foreigners;
    private final SqlResources sql;
    private Connection connection;

    JdbcQueryService(DatabaseTarget target, ForeignersSql foreigners) {
        this.target = target;
        this.foreigners = foreigners;
        this.sql = JdbcSql.of(target.engine());
    }

    @Override
    public void open() throws SQLException {
        connection = target.directDataSource().getConnection();
    }

    @Override
    public List<List<Customer>> customersPages(List<Integer> pages, int size) {
        List<List<Customer>> results = new ArrayList<>(pages.size());
        for (int page : pages) {
            try {
                results.add(CustomerPageSql.page(connection, sql, page, size));
            } catch (SQLException e) {
                throw new JdbcReadException("customers page " + page + " failed", e);
            }
        }
        return results;
    }

    @Override
    public List<List<Customer>> customersAfter(List<Long> afterIds, int size) {
        List<List<Customer>> results = new ArrayList<>(afterIds.size());
        for (long afterId : afterIds) {
            try {
                results.add(CustomerPageSql.after(connection, sql, afterId, size));
            } catch (SQLException e) {
                throw new JdbcReadException("customers after id " + afterId + " failed", e);
            }
        }
        return results;
    }

    @Override
    public Customer customerById(long id) {
        try {
            return CustomerPageSql.byId(connection, sql, id);
        } catch (SQLException e) {
            throw new JdbcReadException("customer " + id + " failed", e);
        }
    }

    @Override
    public List<List<Purchase>> purchasesOfForeigners(List<ForeignerQuery> queries) {
        List<List<Purchase>> results = new ArrayList<>(queries.size());
        for (ForeignerQuery query : queries) {
            try {
                results.add(foreigners.find(connection, sql, query.year(), query.countryId()));
            } catch (SQLException e) {
                throw new JdbcReadException("purchases of foreigners " + query.label() + " failed", e);
            }
        }
        return results;
    }

    @Override
    public OptionalLong countStatements(Runnable pass) {
        return OptionalLong.of(recorded(StatementRecorder.counting(), pass).executed());
    }

    @Override
    public List<String> explain(Runnable pass) {
        return recorded(StatementRecorder.explaining(target.engine()), pass).plans();
    }

    @Override
    public Map<String, String> planSettings() {
        try {
            return PlanSettings.of(connection, target.engine());
        } catch (SQLException e) {
            throw new JdbcReadException("reading the connection's plan settings failed", e);
        }
    }

    /** Runs {@code pass} on a separate connection watched by {@code recorder}; the service's own connection stays untouched. */
    private StatementRecorder recorded(StatementRecorder recorder, Runnable pass) {
        Connection measured = connection;
        try (Connection separate = target.connect()) {
            connection = recorder.wrap(separate);
            pass.run();
        } catch (SQLException e) {
            throw new JdbcReadException("the untimed verification pass could not connect", e);
        } finally {
            connection = measured;
        }
        return recorder;
    }

    @Override
    public void close() {
        try {
            JdbcReadException.close(connection, "closing the connection failed");
        } finally {
            connection = null;
        }
    }
}
