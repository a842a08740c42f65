package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import persistencebench.harness.db.DatabaseTarget;
import persistencebench.harness.sql.SqlResources;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.model.bookstore.query.ForeignerQuery;

/**
 * The queries in plain JDBC on one connection, as the study used JDBC: {@link #open()} opens one physical connection
 * (no pool), every query of a sample runs on it. Customers: {@link CustomerPageSql} in both variants; foreigners: the
 * variant's {@link ForeignersSql}. Statements come from the server's dialect resources. Statements are counted only
 * in {@link #countStatements}, on a separate connection wrapped by a {@link StatementCounter}.
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
        StatementCounter counter = new StatementCounter();
        Connection timed = connection;
        try (Connection separate = target.connect()) {
            connection = counter.wrap(separate);
            pass.run();
        } catch (SQLException e) {
            throw new JdbcReadException("the statement-counting pass could not connect", e);
        } finally {
            connection = timed;
        }
        return OptionalLong.of(counter.executed());
    }

    @Override
    public void close() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                throw new JdbcReadException("closing the connection failed", e);
            } finally {
                connection = null;
            }
        }
    }
}
