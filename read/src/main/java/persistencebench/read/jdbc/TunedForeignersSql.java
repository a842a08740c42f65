package persistencebench.read.jdbc;

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
 * What an expert would write ({@code tuned-foreigners.sql}): a sargable time range in explicit joins, one row per
 * purchase with only the columns the answer needs, the plan left to the optimizer (the same shape as the tuned
 * Hibernate query; the plan that ran is in each cell's {@code plans}); then all their items with books and authors in
 * one more round trip ({@code tuned-foreigner-items.sql}, the ids bound as one array). Two statements per query, no
 * parent columns repeated.
 */
final class TunedForeignersSql implements ForeignersSql {

    @Override
    public List<Purchase> find(SqlStatements statements, int year, long countryId) throws SQLException {
        RowObjects objects = new RowObjects();
        Map<Long, Purchase> purchases = readPurchases(statements, objects, year, countryId);
        return purchases.isEmpty() ? new ArrayList<>() : withItems(statements, objects, purchases);
    }

    private static Map<Long, Purchase> readPurchases(SqlStatements statements, RowObjects objects, int year, long countryId)
            throws SQLException {
        return statements.query("tuned-foreigners", statement -> {
            Map<Long, Purchase> purchases = new LinkedHashMap<>();
            statement.setObject(1, LocalDateTime.of(year, 1, 1, 0, 0));
            statement.setObject(2, LocalDateTime.of(year + 1, 1, 1, 0, 0));
            statement.setLong(3, countryId);
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    Shop shop = objects.get(Shop.class, rs.getLong(3), id -> JdbcEntities.shop(id, rs.getString(4)));
                    Employee employee = objects.get(Employee.class, rs.getLong(5), id -> JdbcEntities.employee(id, rs.getString(6), shop));
                    Customer customer = objects.get(Customer.class, rs.getLong(7),
                            id -> JdbcEntities.customer(id, rs.getString(8), rs.getString(9)));
                    long id = rs.getLong(1);
                    purchases.put(id, JdbcEntities.purchase(id, rs.getObject(2, LocalDateTime.class), shop, employee, customer));
                }
            }
            return purchases;
        });
    }

    /** The purchases in their order, each given its items. */
    private static List<Purchase> withItems(SqlStatements statements, RowObjects objects, Map<Long, Purchase> purchases)
            throws SQLException {
        return statements.query("tuned-foreigner-items", statement -> {
            IdListParameter ids = IdListParameter.bind(statements.connection(), statement, 1, purchases.keySet(), statements.dialect());
            try (ids; ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    Author author = objects.get(Author.class, rs.getLong(7), id -> JdbcEntities.author(id, rs.getString(8)));
                    Book book = objects.get(Book.class, rs.getLong(5), id -> JdbcEntities.book(id, rs.getString(6), author));
                    JdbcEntities.addItem(purchases.get(rs.getLong(1)), rs.getLong(2), book, rs.getInt(3), rs.getBigDecimal(4));
                }
            }
            return new ArrayList<>(purchases.values());
        });
    }
}
