package persistencebench.harness.db;

import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;

import java.nio.file.Path;

/** Chooses the server from the settings: {@code -Djdbc.url} means external, otherwise embedded under {@code data/postgres}. */
public final class PostgresServers {

    private PostgresServers() {
    }

    public static PostgresServer fromSettings(Settings settings) {
        String url = settings.get(CommonSettings.JDBC_URL);
        if (url != null && !url.isBlank()) {
            return external(url.trim(), settings.get(CommonSettings.JDBC_USER), settings.get(CommonSettings.JDBC_PASSWORD));
        }
        return embedded(settings.get(CommonSettings.DATA).resolve("postgres"));
    }

    public static PostgresServer embedded(Path dataDirectory) {
        return EmbeddedPostgresServer.start(dataDirectory);
    }

    public static PostgresServer external(String url, String user, String password) {
        return ExternalPostgresServer.open(url, user, password);
    }
}
