package persistencebench.read.jdbc;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import persistencebench.harness.sql.SqlResources;
import persistencebench.model.bookstore.Purchase;

/** One way of answering a {@code purchasesOfForeigners} query with SQL on one connection. */
interface ForeignersSql {

    List<Purchase> find(Connection connection, SqlResources sql, int year, long countryId) throws SQLException;
}
