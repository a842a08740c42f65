package persistencebench.harness.db.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import javax.sql.DataSource;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.files.Directories;
import persistencebench.harness.measure.ProcessTreeCpuClock;
import persistencebench.harness.testing.Slow;

@Slow
class EmbeddedPostgresRoundTripTest {

    @Test
    void rowsWrittenThroughJdbcComeBackUnchanged() throws Exception {
        String database = TestPostgres.freshDatabase("roundtrip");
        DataSource ds = TestPostgres.server().dataSource(database);
        try (Connection c = ds.getConnection()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t (id bigint PRIMARY KEY, name text, amount numeric(10,2))");
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
                for (int i = 1; i <= 1000; i++) {
                    insert.setLong(1, i);
                    insert.setString(2, "row " + i);
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
                assertThat(rs.getString(4)).isEqualTo("row 999");
            }
        }
        assertThat(TestPostgres.server().databaseBytes(database)).as("pg_database_size").isPositive();
    }

    @Test
    void reportsVersionAndDurableCommitSettings() {
        assertThat(TestPostgres.server().serverVersion()).startsWith("17.");
        assertThat(TestPostgres.server().serverSettings())
                .containsEntry("fsync", "on")
                .containsEntry("synchronous_commit", "on")
                .containsEntry("full_page_writes", "on");
        assertThat(TestPostgres.server().durabilityProblem(Durability.DISK)).isEmpty();
        assertThat(TestPostgres.server().description()).contains("embedded PostgreSQL").doesNotContain("/");
    }

    @Test
    void durabilityOsTurnsFsyncOffAndDiskPromisesAreThenRefused() throws Exception {
        Path directory = Files.createTempDirectory("pg-os-");
        try (DatabaseServer server = PostgresEngine.embedded(directory.resolve("pgdata"), Durability.OS)) {
            assertThat(server.serverSettings()).containsEntry("fsync", "off").containsEntry("synchronous_commit", "on");
            assertThat(server.durabilityProblem(Durability.OS)).isEmpty();
            assertThat(server.durabilityProblem(Durability.DISK)).get(InstanceOfAssertFactories.STRING).contains("fsync=off");
        } finally {
            Directories.delete(directory);
        }
    }

    @Test
    void theServerProcessTreeCpuIsReadable() throws Exception {
        DatabaseServer server = TestPostgres.server();
        long pid = server.serverProcessId().orElseThrow();
        assertThat(server.target("postgres").serverPid()).isEqualTo(pid);
        ProcessTreeCpuClock clock = new ProcessTreeCpuClock(pid);
        try (Connection c = server.dataSource("postgres").getConnection(); Statement s = c.createStatement()) {
            s.execute("SELECT count(*) FROM generate_series(1, 3000000)");
        }
        // Behaviour, not speed: the server's process tree is found and its CPU account is read (a started server has one).
        assertThat(clock.cpuNanos().orElseThrow()).isPositive();
    }

    @Test
    void restartKeepsTheData() throws Exception {
        DatabaseServer server = TestPostgres.server();
        String database = TestPostgres.freshDatabase("restart");
        try (Connection c = server.dataSource(database).getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE kept (v int)");
            s.execute("INSERT INTO kept VALUES (7)");
        }
        server.restart();
        try (Connection c = server.dataSource(database).getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT v FROM kept")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt(1)).isEqualTo(7);
        }
    }

    @Test
    void aProfileSwitchRestartsTheServerWithTheExpertsSettingsAndBack() throws Exception {
        Path directory = Files.createTempDirectory("pg-profile-");
        try (DatabaseServer server = PostgresEngine.embedded(directory.resolve("pgdata"), Durability.DISK)) {
            assertThat(server.profile()).isEqualTo(DatabaseServer.STUDY_PROFILE);
            assertThat(server.serverSettings()).containsEntry("shared_buffers", "128MB").containsEntry("wal_level", "replica");
            server.useProfile(DatabaseServer.TUNED_PROFILE);
            assertThat(server.profile()).isEqualTo(DatabaseServer.TUNED_PROFILE);
            assertThat(server.serverSettings()).containsEntry("shared_buffers", "2GB").containsEntry("wal_level", "minimal")
                    .containsEntry("max_wal_size", "16GB").containsEntry("fsync", "on");
            server.quiesce();
            server.useProfile(DatabaseServer.STUDY_PROFILE);
            assertThat(server.serverSettings()).containsEntry("shared_buffers", "128MB");
            assertThat(server.profiles()).containsKeys("study", "tuned");
            assertThat(server.profiles().get("tuned")).containsEntry("random_page_cost", "1.1");
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> server.useProfile("fast"))
                    .hasMessageContaining("no server profile \"fast\"");
        } finally {
            Directories.delete(directory);
        }
    }
}
