package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import persistencebench.model.bookstore.Purchase;

/** One way of answering {@code purchasesOfForeigners} with SQL on one connection. */
interface ForeignersSql {

    List<Purchase> find(Connection connection, int year, long countryId) throws SQLException;
}
