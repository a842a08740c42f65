package persistencebench.harness.db.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.testcontainers.postgresql.PostgreSQLContainer;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.server.DockerCheck;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.testing.Slow;

/** PostgreSQL in a Docker container: the command line everywhere, the running server only where a Docker engine answers (skipped on our machines). */
@Slow
class PostgresContainersTest {

    @Test
    void theImageIsTheEmbeddedServersVersion() {
        assertThat(PostgresContainers.IMAGE).isEqualTo("postgres:" + TestPostgres.server().serverVersion());
    }

    @Test
    void theSettingsBecomeTheServersCommandLine() {
        Map<String, String> settings = PostgresStartSettings.of(Durability.OS, DatabaseServer.TUNED_PROFILE);
        try (PostgreSQLContainer container = PostgresContainers.unstarted(settings)) {
            assertThat(container.getCommandParts()).startsWith("postgres", "-c", "fsync=off", "-c", "synchronous_commit=on")
                    .contains("shared_buffers=2GB", "wal_level=minimal").hasSize(1 + 2 * settings.size());
            assertThat(container.getShmSize()).isEqualTo(2L << 30);
        }
    }

    @Test
    void startsWithTheProfileOnItsCommandLineAndKeepsItsDataAcrossRestarts() throws SQLException {
        assumeTrue(DockerCheck.problem().isEmpty(), () -> "no Docker engine here (" + DockerCheck.problem().orElseThrow() + ")");
        try (DatabaseServer server = PostgresEngine.container(Durability.DISK)) {
            assertThat(server.serverVersion()).startsWith("17.");
            assertThat(server.serverSettings()).containsEntry("fsync", "on").containsEntry("synchronous_commit", "on");
            assertThat(server.durabilityProblem(Durability.DISK)).isEmpty();
            assertThat(server.serverProcessId()).isEmpty();

            server.createDatabaseIfMissing("containertest");
            try (Connection c = server.dataSource("containertest").getConnection(); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE kept (id int)");
                s.execute("INSERT INTO kept VALUES (42)");
            }
            String url = server.jdbcUrl("containertest");

            server.useProfile(DatabaseServer.TUNED_PROFILE);
            assertThat(server.serverSettings()).containsEntry("shared_buffers", "2GB").containsEntry("fsync", "on");
            server.restart();
            assertThat(server.profile()).isEqualTo(DatabaseServer.TUNED_PROFILE);
            assertThat(server.serverSettings()).containsEntry("wal_level", "minimal");
            assertThat(server.jdbcUrl("containertest")).isEqualTo(url);
            try (Connection c = server.dataSource("containertest").getConnection(); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT id FROM kept")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getInt(1)).isEqualTo(42);
            }
            server.quiesce();
        }
    }
}
