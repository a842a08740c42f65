package persistencebench.read.jdbc;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.OptionalLong;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.query.BookstoreQueryService;
import persistencebench.read.Variant;
import persistencebench.read.connect.ConnectionPools;
import persistencebench.read.connect.DatabaseTarget;

/**
 * The queries in plain JDBC (pgJDBC) over a HikariCP pool. Customers: {@link CustomerPageSql} in both variants.
 * Foreigners: {@link PaperForeignersSql} (the study's single joined statement with {@code EXTRACT(YEAR …)}) or
 * {@link TunedForeignersSql} (range predicate, items in one extra round trip). Statements are counted by a
 * {@link StatementCounter} around every borrowed connection.
 */
public final class JdbcQueryService implements BookstoreQueryService {
    private final DatabaseTarget target;
    private final Variant variant;
    private final ForeignersSql foreigners;
    private final StatementCounter counter = new StatementCounter();
    private HikariDataSource pool;

    public JdbcQueryService(DatabaseTarget target, Variant variant) {
        this.target = target;
        this.variant = variant;
        this.foreigners = variant == Variant.PAPER ? new PaperForeignersSql() : new TunedForeignersSql();
    }

    /** Creates the pool and obtains and validates its first connection. */
    @Override
    public void open() throws SQLException {
        pool = ConnectionPools.open(target, "jdbc-" + variant.label());
        try (Connection first = pool.getConnection()) {
            if (!first.isValid(10)) {
                throw new SQLException("the first connection to " + target.jdbcUrl() + " is not valid");
            }
        }
    }

    @Override
    public List<Customer> customersPage(int page, int size) {
        try (Connection connection = counter.wrap(pool.getConnection())) {
            return CustomerPageSql.page(connection, page, size);
        } catch (SQLException e) {
            throw new JdbcReadException("customers page " + page + " failed", e);
        }
    }

    @Override
    public List<Purchase> purchasesOfForeigners(int year, long countryId) {
        try (Connection connection = counter.wrap(pool.getConnection())) {
            return foreigners.find(connection, year, countryId);
        } catch (SQLException e) {
            throw new JdbcReadException("purchases of foreigners in " + year + " for country " + countryId + " failed", e);
        }
    }

    @Override
    public OptionalLong sqlStatements() {
        return OptionalLong.of(counter.executed());
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.close();
            pool = null;
        }
    }
}
