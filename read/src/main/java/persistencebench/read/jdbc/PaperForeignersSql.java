package persistencebench.read.jdbc;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import persistencebench.model.bookstore.Author;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Employee;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.Shop;

/**
 * The study's way: one statement joining everything, one row per purchase <em>item</em> (the purchase, shop,
 * employee and customer columns repeat on every item row), filtered with {@code EXTRACT(YEAR FROM time_stamp) = ?},
 * which cannot use the index on {@code time_stamp}. An identity map folds the rows back into one object per
 * purchase. Unlike the study's JDBC code, the items and books are read too (its figures lacked them).
 */
final class PaperForeignersSql implements ForeignersSql {
    private static final String SQL = """
            SELECT p.id, p.time_stamp, s.id, s.name, e.id, e.name, c.id, c.first_name, c.last_name,
                   i.id, i.amount, i.price, b.id, b.title, au.id, au.name
              FROM purchase p
              JOIN shop s ON s.id = p.shop_id
              JOIN address sa ON sa.id = s.address_id
              JOIN city sc ON sc.id = sa.city_id
              JOIN state ss ON ss.id = sc.state_id
              JOIN employee e ON e.id = p.employee_id
              JOIN customer c ON c.id = p.customer_id
              JOIN address ca ON ca.id = c.address_id
              JOIN purchase_item i ON i.purchase_id = p.id
              JOIN book b ON b.id = i.book_id
              JOIN author au ON au.id = b.author_id
             WHERE ss.country_id = ?
               AND EXTRACT(YEAR FROM p.time_stamp) = ?
               AND ca.city_id <> sa.city_id""";

    @Override
    public List<Purchase> find(Connection connection, int year, long countryId) throws SQLException {
        IdentityMap<Purchase> purchases = new IdentityMap<>();
        IdentityMap<Shop> shops = new IdentityMap<>();
        IdentityMap<Employee> employees = new IdentityMap<>();
        IdentityMap<Customer> customers = new IdentityMap<>();
        IdentityMap<Author> authors = new IdentityMap<>();
        IdentityMap<Book> books = new IdentityMap<>();
        List<Purchase> found = new ArrayList<>();
        try (PreparedStatement statement = connection.prepareStatement(SQL)) {
            statement.setLong(1, countryId);
            statement.setInt(2, year);
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    Purchase purchase = purchases.get(rs.getLong(1), id -> {
                        Shop shop = shops.get(rs.getLong(3), shopId -> JdbcEntities.shop(shopId, rs.getString(4)));
                        Employee employee = employees.get(rs.getLong(5), employeeId -> JdbcEntities.employee(employeeId, rs.getString(6), shop));
                        Customer customer = customers.get(rs.getLong(7), customerId -> JdbcEntities.customer(customerId, rs.getString(8), rs.getString(9)));
                        Purchase created = JdbcEntities.purchase(id, rs.getObject(2, LocalDateTime.class), shop, employee, customer);
                        found.add(created);
                        return created;
                    });
                    Author author = authors.get(rs.getLong(15), id -> JdbcEntities.author(id, rs.getString(16)));
                    Book book = books.get(rs.getLong(13), id -> JdbcEntities.book(id, rs.getString(14), author));
                    BigDecimal price = rs.getBigDecimal(12);
                    JdbcEntities.addItem(purchase, rs.getLong(10), book, rs.getInt(11), price);
                }
            }
        }
        return found;
    }
}
