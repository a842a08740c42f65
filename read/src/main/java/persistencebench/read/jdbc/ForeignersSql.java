package persistencebench.read.jdbc;

import java.sql.SQLException;
import java.util.List;
import persistencebench.model.bookstore.Purchase;

/** One way of answering a {@code purchasesOfForeigners} query with SQL on one connection. */
interface ForeignersSql {

    /** The purchases of {@code year} in the country's shops by customers living in another city, through {@code statements}. */
    List<Purchase> find(SqlStatements statements, int year, long countryId) throws SQLException;
}
