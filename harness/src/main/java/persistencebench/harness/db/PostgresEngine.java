package persistencebench.harness.db;

import java.nio.file.Path;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;

/**
 * PostgreSQL: {@code -Djdbc.url} means an external server, otherwise the embedded one under {@code data/postgres},
 * started with {@code fsync} on for {@code -Ddurability=disk} and off for {@code os}.
 */
public final class PostgresEngine implements DatabaseEngine {
    public static final String NAME = "postgresql";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean external(Settings settings) {
        String url = settings.get(CommonSettings.JDBC_URL);
        return url != null && !url.isBlank();
    }

    @Override
    public DatabaseServer start(Settings settings) {
        if (external(settings)) {
            return external(settings.get(CommonSettings.JDBC_URL).trim(), settings.get(CommonSettings.JDBC_USER),
                    settings.get(CommonSettings.JDBC_PASSWORD));
        }
        return embedded(settings.get(CommonSettings.DATA).resolve("postgres"), CommonSettings.durability(settings));
    }

    public static DatabaseServer embedded(Path dataDirectory, Durability durability) {
        return EmbeddedPostgresServer.start(dataDirectory, durability);
    }

    public static DatabaseServer external(String url, String user, String password) {
        return ExternalPostgresServer.open(url, user, password);
    }
}
