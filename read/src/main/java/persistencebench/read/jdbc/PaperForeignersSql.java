package persistencebench.read.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.Author;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Employee;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.State;

/**
 * The study's final JDBC code, two statements per query: {@code paper-foreigners.sql}, the purchases with both
 * address chains in one comma join filtered with {@code EXTRACT(YEAR ...)}, every column mapped by position; then
 * {@code paper-foreigner-items.sql}, the items with their books (and authors) of all those purchases, bound as one
 * {@code int8} array. Every object goes through one identity map per query, one instance per (class, id); items are
 * attached to their purchase through it (the study searched the result list linearly).
 */
final class PaperForeignersSql implements ForeignersSql {

    @Override
    public List<Purchase> find(SqlStatements statements, int year, long countryId) throws SQLException {
        RowObjects objects = new RowObjects();
        List<Purchase> purchases = statements.query("paper-foreigners", statement -> {
            List<Purchase> found = new ArrayList<>();
            statement.setLong(1, countryId);
            statement.setInt(2, year);
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    Shop shop = objects.get(Shop.class, rs.getLong(6), id -> new Shop(id, rs.getString(7), address(objects, rs, 9)));
                    Customer customer = objects.get(Customer.class, rs.getLong(22),
                            id -> new Customer(id, rs.getString(23), rs.getString(24), address(objects, rs, 26)));
                    Employee employee = objects.get(Employee.class, rs.getLong(39), id -> JdbcEntities.employee(id, rs.getString(40), shop));
                    found.add(objects.get(Purchase.class, rs.getLong(1),
                            id -> new Purchase(id, shop, employee, customer, rs.getObject(5, LocalDateTime.class))));
                }
            }
            return found;
        });
        return purchases.isEmpty() ? purchases : withItems(statements, objects, purchases);
    }

    /** The address whose 13 columns start at {@code column}: address (4), city (3), state (3), country (3). */
    private static Address address(RowObjects objects, ResultSet rs, int column) throws SQLException {
        Country country = objects.get(Country.class, rs.getLong(column + 10),
                id -> new Country(id, rs.getString(column + 11), rs.getString(column + 12)));
        State state = objects.get(State.class, rs.getLong(column + 7), id -> new State(id, rs.getString(column + 8), country));
        City city = objects.get(City.class, rs.getLong(column + 4), id -> new City(id, rs.getString(column + 5), state));
        return objects.get(Address.class, rs.getLong(column), id -> new Address(id, rs.getString(column + 1), rs.getString(column + 2), city));
    }

    /** {@code purchases}, each given its items. */
    private static List<Purchase> withItems(SqlStatements statements, RowObjects objects, List<Purchase> purchases) throws SQLException {
        return statements.query("paper-foreigner-items", statement -> {
            IdListParameter ids = IdListParameter.bind(statements.connection(), statement, 1,
                    purchases.stream().map(Purchase::getId).toList(), statements.dialect());
            try (ids; ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    Author author = objects.get(Author.class, rs.getLong(15), id -> JdbcEntities.author(id, rs.getString(16)));
                    Book book = objects.get(Book.class, rs.getLong(6), id -> JdbcEntities.catalogueBook(id, rs.getString(7), rs.getString(8),
                            author, rs.getBigDecimal(13), rs.getBigDecimal(14)));
                    objects.find(Purchase.class, rs.getLong(2)).addItem(rs.getLong(1), book, rs.getInt(4), rs.getBigDecimal(5));
                }
            }
            return purchases;
        });
    }
}
