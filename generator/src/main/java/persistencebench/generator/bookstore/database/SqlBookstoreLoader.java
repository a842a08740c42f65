package persistencebench.generator.bookstore.database;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.postgresql.PGConnection;
import persistencebench.generator.bookstore.BookstoreSink;
import persistencebench.generator.bookstore.BookstoreSummary;
import persistencebench.harness.sql.SqlResources;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.Author;
import persistencebench.model.bookstore.Book;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.Employee;
import persistencebench.model.bookstore.Genre;
import persistencebench.model.bookstore.InventoryItem;
import persistencebench.model.bookstore.Language;
import persistencebench.model.bookstore.Publisher;
import persistencebench.model.bookstore.Purchase;
import persistencebench.model.bookstore.PurchaseItem;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.Shop;
import persistencebench.model.bookstore.State;
import persistencebench.model.bookstore.YearlyPurchases;

/**
 * Loads the bookstore into an empty database, keeping the generator's ids and values: through PostgreSQL's
 * {@code COPY ... FROM STDIN} where the dialect has a {@code copy-into} statement, through JDBC batch INSERTs on every
 * other engine. One transaction on one connection holds the tables, the data, the foreign keys and the database's
 * index set; after its commit the dialect's maintenance statements run (PostgreSQL: {@code VACUUM (FREEZE, ANALYZE)},
 * nothing left for autovacuum while samples are timed). The {@code dataset_manifest} rows come only after that, when
 * the store marks the database complete ({@link DatabaseStore#markComplete}), so a run that dies half-way leaves a
 * database without manifest, which the next run detects and rebuilds. Statements come from {@code sql}.
 */
final class SqlBookstoreLoader implements BookstoreSink {
    private final DataSource dataSource;
    private final String database;
    private final SqlResources sql;
    private final BookstoreSchema schema;
    private Connection connection;
    private boolean finished;

    /**
     * @param database the database's name, for error messages
     * @param indexSet the index set to build, e.g. {@code paper} ({@code paper-indexes.sql})
     */
    SqlBookstoreLoader(DataSource dataSource, String database, SqlResources sql, String indexSet) {
        this.dataSource = dataSource;
        this.database = database;
        this.sql = sql;
        this.schema = new BookstoreSchema(sql, indexSet);
    }

    @Override
    public void begin(ReferenceData data) {
        try {
            connection = dataSource.getConnection();
            connection.setAutoCommit(false);
            schema.createTables(connection);
            loadReferenceData(data);
        } catch (SQLException e) {
            throw failure("creating tables and loading reference data", e);
        }
    }

    private void loadReferenceData(ReferenceData data) throws SQLException {
        try (RowWriter out = rows("language", "id", "name", "code")) {
            for (Language l : data.getLanguages()) {
                out.field(l.getId()).field(l.getName()).field(l.getCode()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("genre", "id", "name")) {
            for (Genre g : data.getGenres()) {
                out.field(g.getId()).field(g.getName()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("country", "id", "name", "code")) {
            for (Country c : data.getCountries()) {
                out.field(c.getId()).field(c.getName()).field(c.getCode()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("state", "id", "name", "country_id")) {
            for (State s : data.getStates()) {
                out.field(s.getId()).field(s.getName()).field(s.getCountry().getId()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("city", "id", "name", "state_id")) {
            for (City c : data.getCities()) {
                out.field(c.getId()).field(c.getName()).field(c.getState().getId()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("address", "id", "street", "zip", "city_id")) {
            for (Address a : data.getAddresses()) {
                out.field(a.getId()).field(a.getStreet()).field(a.getZip()).field(a.getCity().getId()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("publisher", "id", "name", "address_id")) {
            for (Publisher p : data.getPublishers()) {
                out.field(p.getId()).field(p.getName()).field(p.getAddress().getId()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("author", "id", "name", "address_id")) {
            for (Author a : data.getAuthors()) {
                out.field(a.getId()).field(a.getName()).field(a.getAddress().getId()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("book", "id", "title", "isbn", "author_id", "publisher_id", "genre_id",
                "language_id", "purchase_price", "retail_price")) {
            for (Book b : data.getBooks()) {
                out.field(b.getId()).field(b.getTitle()).field(b.getIsbn()).field(b.getAuthor().getId())
                        .field(b.getPublisher().getId()).field(b.getGenre().getId()).field(b.getLanguage().getId())
                        .field(b.getPurchasePrice()).field(b.getRetailPrice()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("customer", "id", "first_name", "last_name", "address_id")) {
            for (Customer c : data.getCustomers()) {
                out.field(c.getId()).field(c.getFirstName()).field(c.getLastName()).field(c.getAddress().getId()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("shop", "id", "name", "address_id")) {
            for (Shop s : data.getShops()) {
                out.field(s.getId()).field(s.getName()).field(s.getAddress().getId()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("employee", "id", "name", "shop_id")) {
            for (Employee e : data.getEmployees()) {
                out.field(e.getId()).field(e.getName()).field(e.getShop().getId()).endRow();
            }
            out.end();
        }
        try (RowWriter out = rows("inventory_item", "id", "shop_id", "book_id", "amount")) {
            for (InventoryItem i : data.getInventoryItems()) {
                out.field(i.getId()).field(i.getShop().getId()).field(i.getBook().getId()).field(i.getAmount()).endRow();
            }
            out.end();
        }
    }

    @Override
    public void acceptYear(YearlyPurchases purchases) {
        try {
            try (RowWriter out = rows("purchase", "id", "shop_id", "employee_id", "customer_id", "time_stamp")) {
                for (Purchase p : purchases.getPurchases()) {
                    out.field(p.getId()).field(p.getShop().getId()).field(p.getEmployee().getId())
                            .field(p.getCustomer().getId()).field(p.getTimestamp()).endRow();
                }
                out.end();
            }
            try (RowWriter out = rows("purchase_item", "id", "purchase_id", "book_id", "amount", "price")) {
                for (Purchase p : purchases.getPurchases()) {
                    for (PurchaseItem i : p.getItems()) {
                        out.field(i.getId()).field(p.getId()).field(i.getBook().getId()).field(i.getAmount())
                                .field(i.getPrice()).endRow();
                    }
                }
                out.end();
            }
        } catch (SQLException e) {
            throw failure("loading the purchases of " + purchases.getYear(), e);
        }
    }

    @Override
    public void finish(BookstoreSummary summary) {
        try {
            schema.completeAfterLoad(connection);
            connection.commit();
            connection.setAutoCommit(true);
            schema.maintain(connection);
            finished = true;
        } catch (SQLException e) {
            throw failure("adding keys and indexes, committing and maintaining", e);
        }
    }

    @Override
    public void close() {
        if (connection == null) {
            return;
        }
        try (Connection c = connection) {
            if (!finished) {
                c.rollback();
            }
        } catch (SQLException e) {
            // the transaction dies with the connection anyway; nothing was committed
        } finally {
            connection = null;
        }
    }

    /** PostgreSQL's COPY where the dialect has a {@code copy-into} statement, JDBC batch INSERTs everywhere else. */
    private RowWriter rows(String table, String... columns) throws SQLException {
        return sql.has("copy-into") ? new CopyRowWriter(connection.unwrap(PGConnection.class), sql.get("copy-into"), table, columns)
                : new BatchInsertRowWriter(connection, table, columns);
    }

    private IllegalStateException failure(String step, SQLException e) {
        return new IllegalStateException("PostgreSQL load into database " + database + " failed while " + step + ": "
                + e.getMessage(), e);
    }
}
