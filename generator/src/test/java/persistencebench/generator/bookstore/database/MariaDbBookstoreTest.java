package persistencebench.generator.bookstore.database;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import persistencebench.generator.bookstore.BookstoreDigester;
import persistencebench.generator.bookstore.BookstoreGenerator;
import persistencebench.generator.bookstore.BookstoreSink;
import persistencebench.generator.bookstore.BookstoreSummary;
import persistencebench.generator.bookstore.DatasetStore;
import persistencebench.generator.bookstore.StoreBuild;
import persistencebench.generator.bookstore.StoreManifest;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.mariadb.TestMariaDb;
import persistencebench.model.bookstore.Address;
import persistencebench.model.bookstore.BookstoreSize;
import persistencebench.model.bookstore.City;
import persistencebench.model.bookstore.Country;
import persistencebench.model.bookstore.Customer;
import persistencebench.model.bookstore.ReferenceData;
import persistencebench.model.bookstore.State;
import persistencebench.harness.testing.Slow;

/** The bookstore in MariaDB through the dialect-neutral loader: both databases hold exactly the generated dataset. */
@Slow
class MariaDbBookstoreTest {
    private static final long SEED = 3;

    private final DatabaseServer server = TestMariaDb.server();

    @Test
    void bothDatabasesReadBackExactlyTheGeneratedBookstoreWithTheirIndexSetsAndStatistics() throws SQLException {
        String prefix = "bookstore_" + ProcessHandle.current().pid();
        BookstoreGenerator generator = new BookstoreGenerator(BookstoreSize.TINY, SEED);
        Map<String, List<String>> indexes = new LinkedHashMap<>();
        for (DatasetStore store : DatabaseStore.both(server, prefix)) {
            assertThat(store.name()).endsWith("@mariadb");
            assertThat(store.manifest(reason -> { })).as("a new database has no manifest").isEmpty();
            BookstoreSummary summary;
            try (BookstoreSink writer = store.writer()) {
                summary = generator.generate(List.of(writer));
            }
            assertThat(store.manifest(reason -> { })).as("written, not yet marked complete").isEmpty();
            StoreManifest manifest = new StoreManifest(summary, new StoreBuild(1234, 56, Instant.parse("2026-12-02T05:00:00Z")));
            store.markComplete(manifest);
            assertThat(store.manifest(reason -> { })).contains(manifest);
            assertThat(store.bytesOnDisk()).as("data_length + index_length of its tables").isPositive();
            assertThat(summary.content().differencesOf(store.readBack())).isEmpty();
            assertThat(store.readBack()).isEqualTo(BookstoreDigester.of(new BookstoreGenerator(BookstoreSize.TINY, SEED).generate()));

            DataSource dataSource = server.dataSource(store.database().orElseThrow());
            indexes.put(store.name(), strings(dataSource, "SELECT DISTINCT index_name FROM information_schema.statistics"
                    + " WHERE table_schema = DATABASE() AND index_name <> 'PRIMARY' AND index_name NOT LIKE 'fk\\_%' ORDER BY index_name"));
            assertThat(strings(dataSource, "SELECT constraint_name FROM information_schema.referential_constraints"
                    + " WHERE constraint_schema = DATABASE() AND constraint_name = 'fk_purchase_item_purchase'")).hasSize(1);
            assertThat(strings(dataSource, "SELECT DISTINCT table_name FROM mysql.column_stats WHERE db_name = DATABASE()"
                    + " AND table_name IN ('purchase', 'purchase_item') ORDER BY table_name"))
                    .as("ANALYZE TABLE collected column statistics").containsExactly("purchase", "purchase_item");
            server.dropDatabaseIfExists(store.database().orElseThrow());
        }
        assertThat(indexes.get("database-paper@mariadb")).containsExactly("idx_purchase_customer_id", "idx_purchase_employee_id",
                "idx_purchase_item_purchase_id", "idx_purchase_shop_id", "idx_purchase_time_stamp");
        assertThat(indexes.get("database-tuned@mariadb")).contains("purchase_shop_time_idx", "uq_book_isbn", "address_city_idx",
                "purchase_item_purchase_idx").doesNotContainAnyElementsOf(indexes.get("database-paper@mariadb"));
    }

    @Test
    void storesTextWithTabsBackslashesNewlinesAndNonAsciiUnchanged() throws SQLException {
        String database = TestMariaDb.freshDatabase("loader_escape");
        DataSource dataSource = server.dataSource(database);
        Country country = new Country(1, "Côte d'Ivoire", "CI");
        State state = new State(1, "tab\there", country);
        City city = new City(1, "back\\slash \\N", state);
        Address address = new Address(1, "line\nbreak\r", "", city);
        Customer customer = new Customer(1, "Zoë 😀", "O'Brien", address);
        ReferenceData data = new ReferenceData(List.of(), List.of(), List.of(country), List.of(state), List.of(city),
                List.of(address), List.of(), List.of(), List.of(), List.of(customer), List.of(), List.of(), List.of());
        try (SqlBookstoreLoader loader = new SqlBookstoreLoader(dataSource, database, BookstoreSql.of("mariadb"), "tuned")) {
            loader.begin(data);
            BookstoreDigester digester = new BookstoreDigester();
            digester.update(data);
            loader.finish(new BookstoreSummary(BookstoreSize.TINY, 1, BookstoreGenerator.FORMAT_VERSION, digester.content(), List.of()));
        }
        assertThat(strings(dataSource, "SELECT CONCAT_WS('|', st.name, ci.name, a.street, a.zip, cu.first_name, co.name)"
                + " FROM customer cu JOIN address a ON a.id = cu.address_id JOIN city ci ON ci.id = a.city_id"
                + " JOIN state st ON st.id = ci.state_id JOIN country co ON co.id = st.country_id"))
                .containsExactly("tab\there|back\\slash \\N|line\nbreak\r||Zoë 😀|Côte d'Ivoire");
    }

    @Test
    void theManifestOfAnotherDatabaseOnTheServerDoesNotCount() throws SQLException {
        String complete = TestMariaDb.freshDatabase("manifest_complete");
        String empty = TestMariaDb.freshDatabase("manifest_empty");
        BookstoreSummary summary;
        try (SqlBookstoreLoader loader = new SqlBookstoreLoader(server.dataSource(complete), complete, BookstoreSql.of("mariadb"), "paper")) {
            summary = new BookstoreGenerator(BookstoreSize.TINY, 1).generate(List.of(loader));
        }
        new ManifestTable(BookstoreSql.of("mariadb")).write(server.dataSource(complete),
                new StoreManifest(summary, new StoreBuild(1, 1, Instant.parse("2026-12-02T05:00:00Z"))));
        List<String> reasons = new ArrayList<>();
        Optional<StoreManifest> manifest = new ManifestTable(BookstoreSql.of("mariadb")).read(server.dataSource(empty), reasons::add);
        assertThat(manifest).isEmpty();
        assertThat(reasons).containsExactly("it has no dataset_manifest table");
        assertThat(new ManifestTable(BookstoreSql.of("mariadb")).read(server.dataSource(complete), reasons::add)).isPresent();
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
}
