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
 * both variants; foreigners: the variant's {@link ForeignersSql}. Statements come from the server's dialect resources
 * and are prepared the variant's way ({@link StatementPreparation}): per call, or once on the connection and closed
 * with it. Statements are counted ({@link #countStatements}) and explained ({@link #explain}) only in untimed passes, on
 * a separate connection wrapped by a {@link StatementRecorder}, with statements of its own.
 */
final class JdbcQueryService implements BookstoreQueryService {
    private final DatabaseTarget target;
    private final ForeignersSql foreigners;
    private final StatementPreparation preparation;
    private final SqlResources sql;
    private Connection connection;
    private SqlStatements statements;

    JdbcQueryService(DatabaseTarget target, ForeignersSql foreigners, StatementPreparation preparation) {
        this.target = target;
        this.foreigners = foreigners;
        this.preparation = preparation;
        this.sql = JdbcSql.of(target.engine());
    }

    @Override
    public void open() throws SQLException {
        connection = target.directDataSource().getConnection();
        statements = preparation.on(connection, sql);
    }

    @Override
    public List<List<Customer>> customersPages(List<Integer> pages, int size) {
        List<List<Customer>> results = new ArrayList<>(pages.size());
        for (int page : pages) {
            try {
                results.add(CustomerPageSql.page(statements, page, size));
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
                results.add(CustomerPageSql.after(statements, afterId, size));
            } catch (SQLException e) {
                throw new JdbcReadException("customers after id " + afterId + " failed", e);
            }
        }
        return results;
    }

    @Override
    public Customer customerById(long id) {
        try {
            return CustomerPageSql.byId(statements, id);
        } catch (SQLException e) {
            throw new JdbcReadException("customer " + id + " failed", e);
        }
    }

    @Override
    public List<List<Purchase>> purchasesOfForeigners(List<ForeignerQuery> queries) {
        List<List<Purchase>> results = new ArrayList<>(queries.size());
        for (ForeignerQuery query : queries) {
            try {
                results.add(foreigners.find(statements, query.year(), query.countryId()));
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

    /**
     * Runs {@code pass} on a separate connection watched by {@code recorder}, with statements prepared on it the variant's
     * way (so the recorder sees them prepared); the service's own connection and statements stay untouched.
     */
    private StatementRecorder recorded(StatementRecorder recorder, Runnable pass) {
        SqlStatements measured = statements;
        try (Connection separate = target.connect(); SqlStatements watched = preparation.on(recorder.wrap(separate), sql)) {
            statements = watched;
            pass.run();
        } catch (SQLException e) {
            throw new JdbcReadException("the untimed verification pass could not connect", e);
        } finally {
            statements = measured;
        }
        return recorder;
    }

    /** Closes the statements kept on the connection, then the connection. */
    @Override
    public void close() {
        try {
            if (statements != null) {
                statements.close();
            }
        } finally {
            statements = null;
            try {
                JdbcReadException.close(connection, "closing the connection failed");
            } finally {
                connection = null;
            }
        }
    }
}
