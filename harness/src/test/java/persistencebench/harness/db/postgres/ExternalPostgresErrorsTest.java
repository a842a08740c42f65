package persistencebench.harness.db.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.server.FreePort;
import persistencebench.harness.testing.Slow;

@Slow
class ExternalPostgresErrorsTest {

    @Test
    void anUnreachableServerGivesOneLineNamingTheUrlAndWhatToTry() throws Exception {
        int closedPort = FreePort.pick();
        String url = "jdbc:postgresql://127.0.0.1:" + closedPort + "/bench";
        assertThatThrownBy(() -> PostgresEngine.external(url, "postgres", "secret"))
                .isInstanceOf(DatabaseUnavailableException.class)
                .hasMessageStartingWith("cannot connect to PostgreSQL at " + url + " as user \"postgres\"")
                .hasMessageContaining("omit -Djdbc.url to use the embedded PostgreSQL")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("secret"))
                .satisfies(e -> assertThat(((DatabaseUnavailableException) e).exitCode()).isNotZero());
    }

    @Test
    void aPasswordInTheUrlIsNeverInTheMessage() throws Exception {
        int closedPort = FreePort.pick();
        String url = "jdbc:postgresql://127.0.0.1:" + closedPort + "/bench?user=u&password=planted-in-url";
        assertThatThrownBy(() -> PostgresEngine.external(url, "u", "planted-in-setting"))
                .hasMessageContaining("password=****")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("planted"));
        assertThatThrownBy(() -> PostgresEngine.external("jdbc:mysql://u:planted@h/x?password=planted", "u", "p"))
                .hasMessageContaining("invalid -Djdbc.url=")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("planted"));
    }

    @Test
    void aMalformedUrlIsRejectedWithAnExample() {
        assertThatThrownBy(() -> PostgresEngine.external("jdbc:mysql://localhost/x", "u", "p"))
                .isInstanceOf(DatabaseUnavailableException.class)
                .hasMessageContaining("invalid -Djdbc.url=jdbc:mysql://localhost/x")
                .hasMessageContaining("jdbc:postgresql://host[:port]/database");
    }

    @Test
    void aMissingDatabaseSaysSo() {
        String embedded = TestPostgres.server().jdbcUrl("no_such_database");
        assertThatThrownBy(() -> PostgresEngine.external(embedded, "postgres", TestPostgres.server().password()))
                .hasMessageContaining("no_such_database")
                .hasMessageContaining("Create the database or name an existing one");
    }

    @Test
    void anExternalServerWorksThroughTheSameInterface() {
        String database = TestPostgres.freshDatabase("external");
        try (DatabaseServer external = PostgresEngine.external(TestPostgres.server().jdbcUrl(database), "postgres", TestPostgres.server().password())) {
            assertThat(external.serverVersion()).startsWith("17.");
            assertThat(external.restartable()).isFalse();
            assertThat(external.description()).startsWith("external PostgreSQL at localhost:");
            assertThat(external.jdbcUrl("other")).endsWith("/other");
        }
    }
}
