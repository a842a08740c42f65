package persistencebench.harness.db.postgres;

import java.nio.file.Path;
import persistencebench.harness.db.DatabaseEngine;
import persistencebench.harness.db.DatabaseProviderSetting;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.server.ProvidedServer;
import persistencebench.harness.db.server.UserRunServer;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;

/**
 * PostgreSQL: {@code -Djdbc.url} means an external server; otherwise {@code -Ddb.provider} chooses the embedded one
 * under {@code data/postgres} (the default) or one in a Docker container. The benchmark starts either with {@code fsync}
 * on for {@code -Ddurability=disk} and off for {@code os}.
 */
public final class PostgresEngine implements DatabaseEngine {
    public static final String NAME = "postgresql";
    private static final PostgresSql SQL = new PostgresSql();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean namedByUser(Settings settings) {
        return DatabaseProviderSetting.provider(settings, CommonSettings.JDBC_URL) != DatabaseProviderSetting.Provider.EMBEDDED;
    }

    @Override
    public DatabaseServer start(Settings settings) {
        return switch (DatabaseProviderSetting.provider(settings, CommonSettings.JDBC_URL)) {
            case EXTERNAL -> external(settings.get(CommonSettings.JDBC_URL).trim(), settings.get(CommonSettings.JDBC_USER),
                    settings.get(CommonSettings.JDBC_PASSWORD));
            case TESTCONTAINERS -> container(CommonSettings.durability(settings));
            case EMBEDDED -> embedded(settings.get(CommonSettings.DATA).resolve("postgres"), CommonSettings.durability(settings));
        };
    }

    public static DatabaseServer embedded(Path dataDirectory, Durability durability) {
        return ProvidedServer.startedByRun(SQL, durability, settings -> EmbeddedPostgresServer.start(dataDirectory, settings));
    }

    /** PostgreSQL in a Docker container; needs a Docker engine, else fails with one line. */
    public static DatabaseServer container(Durability durability) {
        return ProvidedServer.startedByRun(SQL, durability, PostgresContainers::start);
    }

    public static DatabaseServer external(String url, String user, String password) {
        return ProvidedServer.runByUser(SQL, UserRunServer.open(ExternalPostgres.KIND, url, user, password));
    }
}
