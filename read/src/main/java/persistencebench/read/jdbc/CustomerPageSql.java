package persistencebench.read.jdbc;

import java.sql.Connection;
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
 * One page of customers with their address chain, in one statement: the study's joins, with the {@code ORDER BY}
 * the study forgot (without it, pages are not stable). Cities, states and countries go through an identity map, so
 * customers of one city share one {@code City} object. Both variants use this: with one indexed, ordered statement
 * per page there is nothing left to tune.
 */
final class CustomerPageSql {
    private static final String SQL = """
            SELECT c.id, c.first_name, c.last_name, a.id, a.street, a.zip,
                   ci.id, ci.name, s.id, s.name, co.id, co.name, co.code
              FROM customer c
              JOIN address a ON a.id = c.address_id
              JOIN city ci ON ci.id = a.city_id
              JOIN state s ON s.id = ci.state_id
              JOIN country co ON co.id = s.country_id
             ORDER BY c.id
             LIMIT ? OFFSET ?""";

    private CustomerPageSql() {
    }

    static List<Customer> page(Connection connection, int page, int size) throws SQLException {
        IdentityMap<Country> countries = new IdentityMap<>();
        IdentityMap<State> states = new IdentityMap<>();
        IdentityMap<City> cities = new IdentityMap<>();
        List<Customer> customers = new ArrayList<>(size);
        try (PreparedStatement statement = connection.prepareStatement(SQL)) {
            statement.setInt(1, size);
            statement.setLong(2, (long) page * size);
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    Country country = countries.get(rs.getLong(11), id -> new Country(id, rs.getString(12), rs.getString(13)));
                    State state = states.get(rs.getLong(9), id -> new State(id, rs.getString(10), country));
                    City city = cities.get(rs.getLong(7), id -> new City(id, rs.getString(8), state));
                    Address address = new Address(rs.getLong(4), rs.getString(5), rs.getString(6), city);
                    customers.add(new Customer(rs.getLong(1), rs.getString(2), rs.getString(3), address));
                }
            }
        }
        return customers;
    }
}
