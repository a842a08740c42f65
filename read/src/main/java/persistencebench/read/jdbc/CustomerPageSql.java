package persistencebench.read.jdbc;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.State;

/**
 * Customers with their address chain in one statement each, mapped by position; cities, states and countries through
 * the identity map, so customers of one city share one {@code City} object. An offset page ({@code customers-page.sql}:
 * the study's joins with the {@code ORDER BY} it lacked), a keyset page ({@code customers-after.sql}: the same joins
 * after the previous page's last id, a seek on the primary key) and a customer by id ({@code customer-by-id.sql}: the
 * same joins by primary key). Both variants use this class: with one indexed statement per page or customer there is
 * nothing left to tune in the SQL; the variants differ only in how the statements are prepared
 * ({@link StatementPreparation}), which their cells' {@code implementation} names.
 */
final class CustomerPageSql {

    private CustomerPageSql() {
    }

    static List<Customer> page(SqlStatements statements, int page, int size) throws SQLException {
        return statements.query("customers-page", statement -> {
            statement.setInt(1, size);
            statement.setLong(2, (long) page * size);
            return customers(statement, size);
        });
    }

    /** The keyset page: the {@code size} customers with ids greater than {@code afterId}, in id order. */
    static List<Customer> after(SqlStatements statements, long afterId, int size) throws SQLException {
        return statements.query("customers-after", statement -> {
            statement.setLong(1, afterId);
            statement.setInt(2, size);
            return customers(statement, size);
        });
    }

    /** The customer with {@code id}, or {@code null}. */
    static Customer byId(SqlStatements statements, long id) throws SQLException {
        List<Customer> customers = statements.query("customer-by-id", statement -> {
            statement.setLong(1, id);
            return customers(statement, 1);
        });
        return customers.isEmpty() ? null : customers.get(0);
    }

    /** Runs {@code statement}, whose columns are the customer's, its address's, city's, state's and country's. */
    private static List<Customer> customers(PreparedStatement statement, int expected) throws SQLException {
        RowObjects objects = new RowObjects();
        List<Customer> customers = new ArrayList<>(expected);
        try (ResultSet rs = statement.executeQuery()) {
            while (rs.next()) {
                Country country = objects.get(Country.class, rs.getLong(11), id -> new Country(id, rs.getString(12), rs.getString(13)));
                State state = objects.get(State.class, rs.getLong(9), id -> new State(id, rs.getString(10), country));
                City city = objects.get(City.class, rs.getLong(7), id -> new City(id, rs.getString(8), state));
                Address address = new Address(rs.getLong(4), rs.getString(5), rs.getString(6), city);
                customers.add(new Customer(rs.getLong(1), rs.getString(2), rs.getString(3), address));
            }
        }
        return customers;
    }
}
