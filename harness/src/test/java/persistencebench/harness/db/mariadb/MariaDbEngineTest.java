package persistencebench.harness.db.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.mariadb.MariaDBContainer;
import persistencebench.harness.db.DatabaseEngines;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.DatabaseSettings;
import persistencebench.harness.db.DatabaseUnavailableException;
import persistencebench.harness.db.MariaDbSettings;
import persistencebench.harness.db.server.DockerCheck;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;

/** How the MariaDB engine picks its server from the settings, and the command line a server the benchmark starts gets. */
class MariaDbEngineTest {
    @TempDir
    Path data;

    @Test
    void isRegisteredAndStartsTheEmbeddedServerUnlessAUrlOrAContainerIsAskedFor() {
        assertThat(DatabaseEngines.named("mariadb")).isInstanceOf(MariaDbEngine.class);
        assertThat(DatabaseSettings.all()).contains(MariaDbSettings.URL, MariaDbSettings.USER, MariaDbSettings.PASSWORD);
        MariaDbEngine engine = new MariaDbEngine();
        assertThat(engine.namedByUser(settings())).isFalse();
        assertThat(engine.namedByUser(settings("jdbc.url", "jdbc:postgresql://localhost/x"))).as("PostgreSQL's URL is not MariaDB's").isFalse();
        assertThat(engine.namedByUser(settings("mariadb.url", "jdbc:mariadb://localhost:3306/"))).isTrue();
        assertThat(engine.namedByUser(settings("db.provider", "testcontainers"))).isTrue();
    }

    @Test
    void aUrlWithTestcontainersIsRejectedInOneLine() {
        assertThatThrownBy(() -> new MariaDbEngine().start(settings("mariadb.url", "jdbc:mariadb://localhost/", "db.provider", "testcontainers")))
                .isInstanceOf(SettingsException.class)
                .hasMessageStartingWith("-Dmariadb.url and -Ddb.provider=testcontainers contradict each other")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    @Test
    void theContainerGetsTheEmbeddedServersOptions() {
        Map<String, String> options = MariaDbStartOptions.of(Durability.DISK, DatabaseServer.TUNED_PROFILE);
        try (MariaDBContainer container = MariaDbContainers.unstarted(options)) {
            assertThat(container.getCommandParts()).startsWith("mariadbd")
                    .contains("--innodb_flush_log_at_trx_commit=1", "--innodb_buffer_pool_size=2G", "--ssl=OFF",
                            "--innodb_buffer_pool_load_at_startup=OFF");
        }
        assertThat(MariaDbStartOptions.of(Durability.OS, DatabaseServer.STUDY_PROFILE)).containsEntry("innodb_flush_log_at_trx_commit", "2")
                .doesNotContainKey("innodb_buffer_pool_size");
        try (MariaDBContainer container = MariaDbContainers.unstarted(Map.of("innodb_flush_log_at_trx_commit", "1"))) {
            assertThat(container.getCommandParts()).containsExactly("mariadbd", "--innodb_flush_log_at_trx_commit=1");
        }
    }

    /** Hang guard, not a timing: the Docker check gives up after its limit. */
    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void withoutDockerTheContainerProviderFailsWithOneLine() {
        assumeTrue(DockerCheck.problem().isPresent(), "a Docker engine answers here");
        assertThatThrownBy(() -> new MariaDbEngine().start(settings("db.provider", "testcontainers")))
                .isInstanceOf(DatabaseUnavailableException.class)
                .hasMessageStartingWith("no Docker engine found for -Ddb.provider=testcontainers")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }

    private Settings settings(String... nameValues) {
        List<Setting<?>> declared = new ArrayList<>(List.of(CommonSettings.DATA, CommonSettings.DURABILITY));
        declared.addAll(DatabaseSettings.all());
        Properties props = new Properties();
        props.setProperty(CommonSettings.DATA.name(), data.toString());
        for (int i = 0; i < nameValues.length; i += 2) {
            props.setProperty(nameValues[i], nameValues[i + 1]);
        }
        return Settings.parse("test", declared, props);
    }
}
