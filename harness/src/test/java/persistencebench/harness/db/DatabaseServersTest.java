package persistencebench.harness.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.settings.Settings;

class DatabaseServersTest {
    private final List<String> log = new ArrayList<>();

    @AfterEach
    void forgetNaming() {
        System.clearProperty("unstartable.named");
    }

    @Test
    void anEngineThatCannotStartIsReportedInOneLineAndKeptWithItsReason() {
        try (DatabaseServers servers = DatabaseServers.start(List.of(UnstartableTestEngine.NAME), settings(), log::add, server -> { })) {
            assertThat(servers.running()).isEmpty();
            assertThat(servers.get(UnstartableTestEngine.NAME)).isEmpty();
            assertThat(servers.unavailableReason(UnstartableTestEngine.NAME)).isEqualTo(UnstartableTestEngine.REASON);
            assertThat(servers.unavailable()).containsOnlyKeys(UnstartableTestEngine.NAME);
        }
        assertThat(log).containsExactly("starting unstartable...",
                "  unstartable is not available, its cells are skipped: " + UnstartableTestEngine.REASON);
    }

    @Test
    void aServerTheUserAskedForStopsTheRunWhenItCannotBeHad() {
        System.setProperty("unstartable.named", "true");
        assertThatThrownBy(() -> DatabaseServers.start(List.of(UnstartableTestEngine.NAME), settings(), log::add, server -> { }))
                .isInstanceOf(DatabaseUnavailableException.class).hasMessageStartingWith(UnstartableTestEngine.REASON);
    }

    @Test
    void theDatabasesSettingKnowsEveryRegisteredEngineAndDefaultsToPostgresql() {
        assertThat(settings().get(DatabaseSettings.DATABASES)).containsExactly(PostgresEngine.NAME);
        Properties all = new Properties();
        all.setProperty("databases", "all");
        assertThat(Settings.parse("test", DatabaseSettings.all(), all).get(DatabaseSettings.DATABASES))
                .contains(PostgresEngine.NAME, UnstartableTestEngine.NAME);
    }

    private static Settings settings() {
        return Settings.parse("test", DatabaseSettings.all(), new Properties());
    }
}
