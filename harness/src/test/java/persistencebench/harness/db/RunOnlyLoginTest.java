package persistencebench.harness.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.db.mariadb.TestMariaDb;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.db.postgres.TestPostgres;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.testing.Slow;

/**
 * The servers the run starts serve only the run: its superuser with its random password over loopback, no socket or
 * file another local account can reach, and no file of the machine the server may read or write on a client's behalf.
 */
@Slow
class RunOnlyLoginTest {

    @TempDir
    Path scratch;

    @Test
    void postgresAdmitsOnlyTheRunsSuperuserWithTheRunsPasswordOverLoopback() throws Exception {
        DatabaseServer server = TestPostgres.server();
        String url = server.jdbcUrl("postgres");
        assertThat(server.password()).hasSize(32).isNotEqualTo(server.user());

        assertThatThrownBy(() -> DriverManager.getConnection(url, "postgres", "postgres").close())
                .hasMessageContaining("password authentication failed for user \"postgres\"");
        assertThatThrownBy(() -> DriverManager.getConnection(url, "nobody", "").close()).hasMessageContaining("no pg_hba.conf entry");
        try (Connection c = DriverManager.getConnection(url, server.user(), server.password()); Statement s = c.createStatement()) {
            assertThat(single(s, "SHOW listen_addresses")).isEqualTo("localhost");
            assertThat(single(s, "SHOW unix_socket_directories")).as("no Unix socket at all").isEmpty();
            List<String> rules = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT type, array_to_string(user_name, ','), address, auth_method FROM pg_hba_file_rules")) {
                while (rs.next()) {
                    rules.add(rs.getString(1) + " " + rs.getString(2) + " " + rs.getString(3) + " " + rs.getString(4));
                }
            }
            assertThat(rules).containsExactly("host postgres 127.0.0.1 scram-sha-256", "host postgres ::1 scram-sha-256");
            assertThat(single(s, "SELECT left(rolpassword, 14) FROM pg_authid WHERE rolname = 'postgres'")).isEqualTo("SCRAM-SHA-256$");
        }
    }

    @Test
    void postgresKeepsTheRunsPasswordAcrossARestartAndANewRunGetsANewOne() throws Exception {
        Path data = scratch.resolve("pgdata");
        String first;
        try (DatabaseServer server = PostgresEngine.embedded(data, Durability.DISK)) {
            first = server.password();
            server.restart();
            try (Connection c = DriverManager.getConnection(server.jdbcUrl("postgres"), server.user(), first)) {
                assertThat(c.isValid(5)).isTrue();
            }
            assertThat(Files.getPosixFilePermissions(scratch.resolve("pgdata-private"))).isEqualTo(PosixFilePermissions.fromString("rwx------"));
        }
        try (DatabaseServer again = PostgresEngine.embedded(data, Durability.DISK)) {
            assertThat(again.password()).isNotEqualTo(first);
            assertThatThrownBy(() -> DriverManager.getConnection(again.jdbcUrl("postgres"), again.user(), first).close())
                    .hasMessageContaining("password authentication failed");
        }
    }

    @Test
    void mariaDbAdmitsOnlyTheRunsRootWithTheRunsPasswordAndReachesNoFileOfTheMachine() throws Exception {
        DatabaseServer server = TestMariaDb.server();
        String url = server.jdbcUrl("");
        assertThat(server.password()).hasSize(32);

        assertThatThrownBy(() -> DriverManager.getConnection(url, "root", "").close()).hasMessageContaining("Access denied for user 'root'");
        assertThatThrownBy(() -> DriverManager.getConnection(url, "", "").close()).hasMessageContaining("Access denied");
        try (Connection c = DriverManager.getConnection(url, server.user(), server.password()); Statement s = c.createStatement()) {
            List<String> accounts = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT concat(user, '@', host) FROM mysql.user WHERE is_role = 'N' AND user <> 'mariadb.sys'")) {
                while (rs.next()) {
                    accounts.add(rs.getString(1));
                }
            }
            assertThat(accounts).containsExactly("root@127.0.0.1");
            Path files = Path.of(single(s, "SELECT @@secure_file_priv"));
            Path socket = Path.of(single(s, "SELECT @@socket"));
            assertThat(files).isEmptyDirectory();
            assertThat(Files.getPosixFilePermissions(files.getParent())).isEqualTo(PosixFilePermissions.fromString("rwx------"));
            assertThat(Files.getPosixFilePermissions(socket.getParent())).isEqualTo(PosixFilePermissions.fromString("rwx------"));
            assertThat(single(s, "SELECT LOAD_FILE('/etc/passwd')")).as("a file outside secure_file_priv").isNull();
            assertThatThrownBy(() -> s.execute("SELECT 1 INTO OUTFILE '" + scratch.resolve("written-by-mariadb") + "'"))
                    .hasMessageContaining("secure-file-priv");
            assertThat(files.getParent().resolve("login.sql")).as("the init file is gone once the server is up").doesNotExist();
        }
    }

    @Test
    void anotherLocalAccountCanNeitherLogInNorReachTheServersFiles() throws Exception {
        String why = OtherLocalUser.unavailableBecause();
        assumeTrue(why == null, why);
        DatabaseServer postgres = TestPostgres.server();
        DatabaseServer mariadb = TestMariaDb.server();

        String postgresTries = OtherLocalUser.loginProbe(org.postgresql.Driver.class, scratch,
                List.of(postgres.jdbcUrl("postgres"), "postgres:", "postgres:postgres", "nobody:")).output();
        assertThat(postgresTries).doesNotContain("admitted").contains("postgres: refused", "postgres:postgres refused", "nobody: refused");
        String mariadbTries = OtherLocalUser.loginProbe(org.mariadb.jdbc.Driver.class, scratch,
                List.of(mariadb.jdbcUrl(""), "root:", "root:root", ":", "nobody:")).output();
        assertThat(mariadbTries).doesNotContain("admitted").contains("root: refused", "root:root refused", ": refused", "nobody: refused");

        try (Connection c = DriverManager.getConnection(mariadb.jdbcUrl(""), mariadb.user(), mariadb.password()); Statement s = c.createStatement()) {
            String socket = single(s, "SELECT @@socket");
            assertThat(Files.exists(Path.of(socket))).as("the socket, as the run sees it").isTrue();
            assertThat(OtherLocalUser.run(List.of("test", "-e", socket)).exitCode()).as("the socket, as " + OtherLocalUser.NAME + " sees it")
                    .isEqualTo(1);
        }
        for (Path privateDirectory : List.of(TestPostgres.privateDirectory(), TestMariaDb.privateDirectory())) {
            assertThat(privateDirectory).isDirectory();
            assertThat(OtherLocalUser.run(List.of("ls", privateDirectory.toString())).exitCode()).as(privateDirectory.toString()).isNotZero();
        }
    }

    private static String single(Statement s, String sql) throws Exception {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
