package persistencebench.read.jdbc;

import java.sql.Array;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import persistencebench.model.bookstore.Author;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Employee;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.Shop;

/**
 * What an expert would write after reading the plans: a sargable range predicate on {@code time_stamp}, evaluated
 * per shop of the country through the {@code (shop_id, time_stamp)} index (a {@code LATERAL} subquery with
 * {@code OFFSET 0}, which keeps PostgreSQL from flattening it into a scan of the whole year's purchases of every
 * country), one row per purchase; then all their items with books and authors in ONE more round trip
 * ({@code WHERE purchase_id = ANY(?)} with an array parameter). Two statements per query, no parent columns
 * repeated per item.
 */
final class TunedForeignersSql implements ForeignersSql {
    private static final String PURCHASES = """
            SELECT p.id, p.time_stamp, s.id, s.name, e.id, e.name, c.id, c.first_name, c.last_name
              FROM shop s
              JOIN address sa ON sa.id = s.address_id
              JOIN city sc ON sc.id = sa.city_id
              JOIN state ss ON ss.id = sc.state_id
             CROSS JOIN LATERAL (
                   SELECT p0.id, p0.time_stamp, p0.employee_id, p0.customer_id
                     FROM purchase p0
                    WHERE p0.shop_id = s.id AND p0.time_stamp >= ? AND p0.time_stamp < ?
                   OFFSET 0) p
              JOIN employee e ON e.id = p.employee_id
              JOIN customer c ON c.id = p.customer_id
              JOIN address ca ON ca.id = c.address_id
             WHERE ss.country_id = ?
               AND ca.city_id <> sa.city_id""";
    private static final String ITEMS = """
            SELECT i.purchase_id, i.id, i.amount, i.price, b.id, b.title, au.id, au.name
              FROM purchase_item i
              JOIN book b ON b.id = i.book_id
              JOIN author au ON au.id = b.author_id
             WHERE i.purchase_id = ANY(?)""";

    @Override
    public List<Purchase> find(Connection connection, int year, long countryId) throws SQLException {
        Map<Long, Purchase> purchases = readPurchases(connection, year, countryId);
        if (!purchases.isEmpty()) {
            readItems(connection, purchases);
        }
        return new ArrayList<>(purchases.values());
    }

    private static Map<Long, Purchase> readPurchases(Connection connection, int year, long countryId) throws SQLException {
        IdentityMap<Shop> shops = new IdentityMap<>();
        IdentityMap<Employee> employees = new IdentityMap<>();
        IdentityMap<Customer> customers = new IdentityMap<>();
        Map<Long, Purchase> purchases = new LinkedHashMap<>();
        try (PreparedStatement statement = connection.prepareStatement(PURCHASES)) {
            statement.setObject(1, LocalDateTime.of(year, 1, 1, 0, 0));
            statement.setObject(2, LocalDateTime.of(year + 1, 1, 1, 0, 0));
            statement.setLong(3, countryId);
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    Shop shop = shops.get(rs.getLong(3), id -> JdbcEntities.shop(id, rs.getString(4)));
                    Employee employee = employees.get(rs.getLong(5), id -> JdbcEntities.employee(id, rs.getString(6), shop));
                    Customer customer = customers.get(rs.getLong(7), id -> JdbcEntities.customer(id, rs.getString(8), rs.getString(9)));
                    long id = rs.getLong(1);
                    purchases.put(id, JdbcEntities.purchase(id, rs.getObject(2, LocalDateTime.class), shop, employee, customer));
                }
            }
        }
        return purchases;
    }

    private static void readItems(Connection connection, Map<Long, Purchase> purchases) throws SQLException {
        IdentityMap<Author> authors = new IdentityMap<>();
        IdentityMap<Book> books = new IdentityMap<>();
        Array ids = connection.createArrayOf("bigint", purchases.keySet().toArray());
        try (PreparedStatement statement = connection.prepareStatement(ITEMS)) {
            statement.setArray(1, ids);
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    Author author = authors.get(rs.getLong(7), id -> JdbcEntities.author(id, rs.getString(8)));
                    Book book = books.get(rs.getLong(5), id -> JdbcEntities.book(id, rs.getString(6), author));
                    JdbcEntities.addItem(purchases.get(rs.getLong(1)), rs.getLong(2), book, rs.getInt(3), rs.getBigDecimal(4));
                }
            }
        } finally {
            ids.free();
        }
    }
}
