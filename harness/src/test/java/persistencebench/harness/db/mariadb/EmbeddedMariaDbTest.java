package persistencebench.harness.db.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.measure.ProcessTreeCpuClock;
import persistencebench.harness.testing.Slow;

/** The embedded MariaDB: a real server from the Maven binaries, configured as its profiles and durability classes say. */
@Slow
class EmbeddedMariaDbTest {

    @TempDir
    Path directory;

    @Test
    void rowsWrittenThroughJdbcComeBackUnchangedInANewDatabase() throws Exception {
        DatabaseServer server = TestMariaDb.server();
        String database = TestMariaDb.freshDatabase("roundtrip");
        try (Connection c = server.dataSource(database).getConnection()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t (id BIGINT PRIMARY KEY, name VARCHAR(20), amount DECIMAL(10,2)) ENGINE=InnoDB");
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
                for (int i = 1; i <= 1000; i++) {
                    insert.setLong(1, i);
                    insert.setString(2, "row " + i + " é");
                    insert.setBigDecimal(3, new java.math.BigDecimal(i).movePointLeft(2));
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*), sum(id), sum(amount), max(name) FROM t")) {
                rs.next();
                assertThat(rs.getLong(1)).isEqualTo(1000);
                assertThat(rs.getLong(2)).isEqualTo(500_500);
                assertThat(rs.getBigDecimal(3)).isEqualByComparingTo("5005.00");
                assertThat(rs.getString(4)).isEqualTo("row 999 é");
            }
        }
        assertThat(server.databaseBytes(database)).as("data_length + index_length of its table").isPositive();
        server.dropDatabaseIfExists(database);
        assertThat(server.databaseBytes(database)).as("a database without tables").isZero();
        assertThatThrownBy(() -> server.dataSource(database).getConnection().close()).hasMessageContaining("Unknown database");
    }

    @Test
    void reportsVersionDescriptionAndDurableCommitSettings() {
        DatabaseServer server = TestMariaDb.server();
        assertThat(server.engine()).isEqualTo("mariadb");
        assertThat(server.serverVersion()).startsWith("11.4.5-MariaDB");
        assertThat(server.serverSettings()).containsEntry("innodb_flush_log_at_trx_commit", "1").containsEntry("innodb_doublewrite", "ON")
                .containsEntry("log_bin", "OFF").containsEntry("character_set_server", "utf8mb4")
                .containsEntry("innodb_buffer_pool_load_at_startup", "OFF");
        assertThat(server.durabilityProblem(Durability.DISK)).isEmpty();
        assertThat(server.description()).contains("embedded MariaDB").doesNotContain("/");
        assertThat(server.restartable()).isTrue();
    }

    /** Each profile × durability class is what the running server reports, switching back and forth restarts it. */
    @ParameterizedTest
    @EnumSource(Durability.class)
    void everyProfileAndDurabilityClassIsInForce(Durability durability) throws Exception {
        try (DatabaseServer server = TestMariaDb.ownServer(directory, durability)) {
            String commitFlush = durability == Durability.DISK ? "1" : "2";
            assertThat(server.profile()).isEqualTo(DatabaseServer.STUDY_PROFILE);
            assertThat(server.serverSettings()).containsEntry("innodb_buffer_pool_size", bytes("128M"))
                    .containsEntry("innodb_log_file_size", bytes("96M")).containsEntry("innodb_io_capacity", "200")
                    .containsEntry("innodb_flush_log_at_trx_commit", commitFlush).containsEntry("innodb_doublewrite", "ON");
            long studyPid = server.serverProcessId().orElseThrow();

            server.useProfile(DatabaseServer.TUNED_PROFILE);
            assertThat(server.profile()).isEqualTo(DatabaseServer.TUNED_PROFILE);
            assertThat(server.serverProcessId().orElseThrow()).as("a profile change restarts the server").isNotEqualTo(studyPid);
            Map<String, String> running = server.serverSettings();
            server.profiles().get(DatabaseServer.TUNED_PROFILE).forEach((name, value) ->
                    assertThat(running).as(name).containsEntry(name, bytes(value)));
            assertThat(running).containsEntry("innodb_flush_log_at_trx_commit", commitFlush).containsEntry("log_bin", "OFF");
            assertThat(server.durabilityProblem(Durability.OS)).isEmpty();
            if (durability == Durability.OS) {
                assertThat(server.durabilityProblem(Durability.DISK)).get(InstanceOfAssertFactories.STRING)
                        .contains("innodb_flush_log_at_trx_commit=2");
            }

            server.useProfile(DatabaseServer.STUDY_PROFILE);
            assertThat(server.serverSettings()).containsEntry("innodb_buffer_pool_size", bytes("128M"));
            assertThatThrownBy(() -> server.useProfile("fast")).hasMessageContaining("no server profile \"fast\"");
        }
    }

    @Test
    void quiesceLeavesNoDirtyPageAndRestoresTheFlushingSetting() throws Exception {
        DatabaseServer server = TestMariaDb.server();
        String database = TestMariaDb.freshDatabase("quiesce");
        try (Connection c = server.dataSource(database).getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id INT PRIMARY KEY, pad CHAR(200)) ENGINE=InnoDB");
            s.execute("INSERT INTO t SELECT seq, 'x' FROM seq_1_to_20000");
            server.quiesce();
            assertThat(single(s, "SELECT variable_value FROM information_schema.global_status"
                    + " WHERE variable_name = 'INNODB_BUFFER_POOL_PAGES_DIRTY'")).isEqualTo("0");
            assertThat(single(s, "SELECT @@GLOBAL.innodb_max_dirty_pages_pct")).startsWith("90");
        }
    }

    @Test
    void restartKeepsTheDataAndTheServerProcessCpuIsReadable() throws Exception {
        DatabaseServer server = TestMariaDb.server();
        String database = TestMariaDb.freshDatabase("restart");
        try (Connection c = server.dataSource(database).getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE kept (v INT) ENGINE=InnoDB");
            s.execute("INSERT INTO kept VALUES (7)");
        }
        long before = server.serverProcessId().orElseThrow();
        server.restart();
        long pid = server.serverProcessId().orElseThrow();
        assertThat(pid).isNotEqualTo(before);
        assertThat(server.target(database).serverPid()).isEqualTo(pid);
        try (Connection c = server.dataSource(database).getConnection(); Statement s = c.createStatement()) {
            assertThat(single(s, "SELECT v FROM kept")).isEqualTo("7");
        }
        assertThat(new ProcessTreeCpuClock(pid).cpuNanos().orElseThrow()).isPositive();
    }

    @Test
    void closeShutsTheServerDownCleanly() throws Exception {
        DatabaseServer server = TestMariaDb.ownServer(directory, Durability.DISK);
        long pid = server.serverProcessId().orElseThrow();
        server.close();
        assertThat(ProcessHandle.of(pid)).isEmpty();
        assertThat(Files.readString(directory.resolve("data-mariadbd.log"))).contains("Shutdown complete");
        assertThat(directory.resolve("data").resolve("mariadbd.pid")).doesNotExist();
    }

    /** {@code 2G} as MariaDB reports it ({@code 2147483648}); other values unchanged. */
    private static String bytes(String value) {
        var m = java.util.regex.Pattern.compile("(\\d+)([KMG])").matcher(value.toUpperCase(Locale.ROOT));
        if (!m.matches()) {
            return value;
        }
        long unit = switch (m.group(2)) {
            case "K" -> 1L << 10;
            case "M" -> 1L << 20;
            default -> 1L << 30;
        };
        return Long.toString(Long.parseLong(m.group(1)) * unit);
    }

    private static String single(Statement s, String query) throws Exception {
        try (ResultSet rs = s.executeQuery(query)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
