package persistencebench.harness.db.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.server.FreePort;
import persistencebench.harness.testing.Slow;

@Slow
class ExternalMariaDbErrorsTest {

    @Test
    void anUnreachableServerGivesOneLineNamingTheUrlAndWhatToTry() throws Exception {
        int closedPort = FreePort.pick();
        String url = "jdbc:mariadb://127.0.0.1:" + closedPort + "/";
        assertThatThrownBy(() -> MariaDbEngine.external(url, "root", "secret"))
                .isInstanceOf(DatabaseUnavailableException.class)
                .hasMessageStartingWith("cannot connect to MariaDB at " + url + " as user \"root\"")
                .hasMessageContaining("omit -Dmariadb.url to use the embedded MariaDB")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("secret"))
                .satisfies(e -> assertThat(((DatabaseUnavailableException) e).exitCode()).isNotZero());
    }

    @Test
    void aPasswordInTheUrlIsNeverInTheMessage() throws Exception {
        int closedPort = FreePort.pick();
        String url = "jdbc:mariadb://127.0.0.1:" + closedPort + "/bench?user=u&password=planted-in-url";
        assertThatThrownBy(() -> MariaDbEngine.external(url, "u", "planted-in-setting"))
                .hasMessageContaining("password=****")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("planted"));
        assertThatThrownBy(() -> MariaDbEngine.external("jdbc:mysql://u:planted@h/x?password=planted", "u", "p"))
                .hasMessageContaining("invalid -Dmariadb.url=")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("planted"));
    }

    @Test
    void aMalformedUrlIsRejectedWithAnExample() {
        assertThatThrownBy(() -> MariaDbEngine.external("jdbc:mysql://localhost/x", "u", "p"))
                .isInstanceOf(DatabaseUnavailableException.class)
                .hasMessageContaining("invalid -Dmariadb.url=jdbc:mysql://localhost/x")
                .hasMessageContaining("jdbc:mariadb://host[:port]/");
    }

    @Test
    void wrongCredentialsAndAMissingDatabaseSaySo() {
        String server = TestMariaDb.server().jdbcUrl("");
        assertThatThrownBy(() -> MariaDbEngine.external(server, "root", "wrong")).hasMessageContaining("Check -Dmariadb.user and -Dmariadb.password");
        assertThatThrownBy(() -> MariaDbEngine.external(TestMariaDb.server().jdbcUrl("no_such_database"), "root", TestMariaDb.server().password()))
                .hasMessageContaining("no_such_database").hasMessageContaining("Create the database");
    }

    @Test
    void aServerWithoutTlsIsRefusedByTheDriverUnlessTheUrlSaysSoAndTheMessageSaysHow() {
        String withoutTls = TestMariaDb.server().jdbcUrl("");
        String driverDefault = withoutTls.substring(0, withoutTls.indexOf('?'));
        assertThatThrownBy(() -> MariaDbEngine.external(driverDefault, "root", TestMariaDb.server().password()))
                .hasMessageContaining("The server offers no TLS").hasMessageContaining("sslMode=disable");
    }

    @Test
    void anExternalServerWorksThroughTheSameInterfaceAsFound() {
        try (DatabaseServer external = MariaDbEngine.external(TestMariaDb.server().jdbcUrl(""), "root", TestMariaDb.server().password())) {
            assertThat(external.serverVersion()).startsWith("11.4.");
            assertThat(external.restartable()).isFalse();
            assertThat(external.profile()).isEqualTo(DatabaseServer.AS_FOUND);
            assertThat(external.profiles()).containsOnlyKeys(DatabaseServer.AS_FOUND);
            assertThat(external.serverProcessId()).isEmpty();
            assertThat(external.description()).startsWith("external MariaDB at 127.0.0.1:");
            assertThat(external.jdbcUrl("other")).as("the database replaced, the URL's parameters kept").endsWith("/other?sslMode=disable");
            String database = TestMariaDb.freshDatabase("external");
            external.dropDatabaseIfExists(database);
            external.createDatabaseIfMissing(database);
            assertThatThrownBy(external::restart).isInstanceOf(UnsupportedOperationException.class);
        }
    }
}
