package persistencebench.harness.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;
import persistencebench.harness.db.DatabaseProviderSetting.Provider;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.db.server.DockerCheck;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;

/** {@code -Ddb.provider} on a machine without a Docker engine: the choice, the conflicts and the one-line failure. */
class DatabaseProviderTest {
    private static final List<Setting<?>> DECLARED = List.of(CommonSettings.DATA, CommonSettings.DURABILITY, CommonSettings.JDBC_URL,
            CommonSettings.JDBC_USER, CommonSettings.JDBC_PASSWORD, DatabaseProviderSetting.DB_PROVIDER);

    @TempDir
    Path data;

    @Test
    void embeddedIsTheDefaultAndAUrlMeansExternal() {
        assertThat(DatabaseProviderSetting.provider(settings(), CommonSettings.JDBC_URL)).isEqualTo(Provider.EMBEDDED);
        assertThat(DatabaseProviderSetting.provider(settings("db.provider", "TestContainers"), CommonSettings.JDBC_URL))
                .isEqualTo(Provider.TESTCONTAINERS);
        assertThat(DatabaseProviderSetting.provider(settings("jdbc.url", "jdbc:postgresql://localhost/x"), CommonSettings.JDBC_URL))
                .isEqualTo(Provider.EXTERNAL);
        assertThat(DatabaseProviderSetting.provider(settings("jdbc.url", "jdbc:postgresql://localhost/x", "db.provider", "embedded"),
                CommonSettings.JDBC_URL)).isEqualTo(Provider.EXTERNAL);
    }

    @Test
    void anUnknownProviderIsASettingsError() {
        assertThatThrownBy(() -> settings("db.provider", "docker"))
                .isInstanceOf(SettingsException.class)
                .hasMessageStartingWith("invalid value -Ddb.provider=docker: expected one of embedded, testcontainers");
    }

    @Test
    void aUrlWithTestcontainersIsRejectedInOneLine() {
        Settings settings = settings("jdbc.url", "jdbc:postgresql://localhost/x", "db.provider", "testcontainers");
        assertThatThrownBy(() -> new PostgresEngine().start(settings))
                .isInstanceOf(SettingsException.class)
                .hasMessageStartingWith("-Djdbc.url and -Ddb.provider=testcontainers contradict each other")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    /** Hang guard, not a timing: the check gives up after {@code DockerCheck.LIMIT}. */
    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void withoutDockerTheContainerProviderFailsWithOneLineAndNoLog() {
        Settings settings = settings("db.provider", "testcontainers");
        PrintStream stderr = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            assumeTrue(DockerCheck.problem().isPresent(), "a Docker engine answers here: PostgresContainersTest runs instead");
            assertThatThrownBy(() -> new PostgresEngine().start(settings))
                    .isInstanceOf(DatabaseUnavailableException.class)
                    .hasMessage("no Docker engine found for -Ddb.provider=testcontainers (Testcontainers: Could not find a valid Docker"
                            + " environment); start Docker or use the default embedded PostgreSQL (omit -Ddb.provider)");
        } finally {
            System.setErr(stderr);
        }
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(LoggerFactory.getLogger("org.testcontainers.dockerclient.DockerClientProviderStrategy").isErrorEnabled()).isFalse();
    }

    private Settings settings(String... nameValues) {
        Properties props = new Properties();
        props.setProperty(CommonSettings.DATA.name(), data.toString());
        for (int i = 0; i < nameValues.length; i += 2) {
            props.setProperty(nameValues[i], nameValues[i + 1]);
        }
        return Settings.parse("test", DECLARED, props);
    }
}
