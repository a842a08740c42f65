package persistencebench.generator.bookstore.database;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import persistencebench.generator.bookstore.BookstoreDigester;
import persistencebench.generator.bookstore.BookstoreGenerator;
import persistencebench.generator.bookstore.BookstoreSink;
import persistencebench.generator.bookstore.BookstoreSummary;
import persistencebench.generator.bookstore.StoreManifest;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.BookstoreEntityType;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.State;
import persistencebench.model.bookstore.YearlyPurchases;
import persistencebench.harness.testing.Slow;

@Slow
class SqlBookstoreLoaderTest {

    @Test
    void schemaHasOneTablePerEntityTypePlusTheManifest() {
        List<String> tables = new ArrayList<>();
        for (String statement : BookstoreSql.of("postgresql").statements("tables")) {
            statement = statement.lines().filter(line -> !line.startsWith("--")).reduce("", (a, b) -> a + b + "\n").strip();
            if (statement.startsWith("CREATE TABLE ")) {
                tables.add(statement.substring("CREATE TABLE ".length(), statement.indexOf(' ', "CREATE TABLE ".length())));
            }
        }
        List<String> expected = new ArrayList<>();
        for (BookstoreEntityType type : BookstoreEntityType.values()) {
            expected.add(type.key());
        }
        expected.add("dataset_manifest");
        assertThat(tables).containsExactlyInAnyOrderElementsOf(expected);
    }

    /** {@code postgresql} loads through COPY; the {@code generic} dialect (no copy-into) through JDBC batch INSERTs. */
    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "generic"})
    void storesTextWithTabsBackslashesAndNewlinesUnchanged(String dialect) throws SQLException {
        String database = TestPostgres.freshDatabase("loader_escape_" + dialect);
        DataSource dataSource = TestPostgres.server().dataSource(database);
        Country country = new Country(1, "Côte d'Ivoire", "CI");
        State state = new State(1, "tab\there", country);
        City city = new City(1, "back\\slash \\N", state);
        Address address = new Address(1, "line\nbreak\r", "", city);
        Customer customer = new Customer(1, "Zoë", "O'Brien", address);
        ReferenceData data = new ReferenceData(List.of(), List.of(), List.of(country), List.of(state), List.of(city),
                List.of(address), List.of(), List.of(), List.of(), List.of(customer), List.of(), List.of(), List.of());

        try (SqlBookstoreLoader loader = new SqlBookstoreLoader(dataSource, database, BookstoreSql.of(dialect), "tuned")) {
            loader.begin(data);
            BookstoreDigester digester = new BookstoreDigester();
            digester.update(data);
            loader.finish(new BookstoreSummary(BookstoreSize.TINY, 1, BookstoreGenerator.FORMAT_VERSION, digester.content(), List.of()));
        }

        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT st.name, ci.name, a.street, a.zip, cu.first_name, co.name"
                     + " FROM customer cu JOIN address a ON a.id = cu.address_id JOIN city ci ON ci.id = a.city_id"
                     + " JOIN state st ON st.id = ci.state_id JOIN country co ON co.id = st.country_id")) {
            assertThat(rs.next()).isTrue();
            assertThat(List.of(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5), rs.getString(6)))
                    .containsExactly("tab\there", "back\\slash \\N", "line\nbreak\r", "", "Zoë", "Côte d'Ivoire");
        }
    }

    @Test
    void thePaperDatabaseHasTheStudysIndexesOnlyAndBothAreVacuumedAfterTheLoad() throws SQLException {
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        for (String indexSet : List.of("paper", "tuned")) {
            String database = TestPostgres.freshDatabase("loader_" + indexSet);
            DataSource dataSource = TestPostgres.server().dataSource(database);
            try (SqlBookstoreLoader loader = new SqlBookstoreLoader(dataSource, database, BookstoreSql.of("postgresql"), indexSet)) {
                new BookstoreGenerator(BookstoreSize.TINY, 3).generate(List.of(loader));
            }
            indexes.put(indexSet, strings(dataSource, "SELECT indexname FROM pg_indexes WHERE schemaname = 'public'"
                    + " AND indexname NOT LIKE '%pkey' ORDER BY indexname"));
            assertThat(strings(dataSource, "SELECT relname FROM pg_class WHERE relname IN ('purchase', 'purchase_item')"
                    + " AND relpages > 0 AND relallvisible = relpages ORDER BY relname"))
                    .as("VACUUM set every page all-visible").containsExactly("purchase", "purchase_item");
            assertThat(strings(dataSource, "SELECT conname FROM pg_constraint WHERE conname = 'fk_purchase_item_purchase'")).hasSize(1);
        }

        assertThat(indexes.get("paper")).containsExactly("idx_purchase_customer_id", "idx_purchase_employee_id",
                "idx_purchase_item_purchase_id", "idx_purchase_shop_id", "idx_purchase_time_stamp");
        assertThat(indexes.get("tuned")).contains("purchase_shop_time_idx", "uq_book_isbn", "address_city_idx",
                "purchase_item_purchase_idx").doesNotContainAnyElementsOf(indexes.get("paper"));
    }

    private static List<String> strings(DataSource dataSource, String query) throws SQLException {
        List<String> values = new ArrayList<>();
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(query)) {
            while (rs.next()) {
                values.add(rs.getString(1));
            }
        }
        return values;
    }

    @Test
    void aLoadThatFailsHalfWayLeavesNoTablesAndNoManifest() throws SQLException {
        String database = TestPostgres.freshDatabase("loader_failure");
        DataSource dataSource = TestPostgres.server().dataSource(database);
        BookstoreSink failingAfterFirstYear = new BookstoreSink() {
            @Override
            public void begin(ReferenceData referenceData) {
            }

            @Override
            public void acceptYear(YearlyPurchases purchases) {
                throw new IllegalStateException("simulated crash in " + purchases.getYear());
            }

            @Override
            public void finish(BookstoreSummary summary) {
            }

            @Override
            public void close() {
            }
        };

        try (SqlBookstoreLoader loader = new SqlBookstoreLoader(dataSource, database, BookstoreSql.of("postgresql"), "tuned")) {
            assertThatThrownBy(() -> new BookstoreGenerator(BookstoreSize.TINY, 1).generate(List.of(loader, failingAfterFirstYear)))
                    .hasMessageStartingWith("simulated crash");
        }

        List<String> reasons = new ArrayList<>();
        Optional<StoreManifest> manifest = new ManifestTable(BookstoreSql.of("postgresql")).read(dataSource, reasons::add);
        assertThat(manifest).isEmpty();
        assertThat(reasons).containsExactly("it has no dataset_manifest table");
    }
}
