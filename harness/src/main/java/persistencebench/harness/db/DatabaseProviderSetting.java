package persistencebench.harness.db;

import java.util.List;
import java.util.Locale;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;

/**
 * {@code -Ddb.provider}: where a database server comes from when the engine's URL setting ({@code -Djdbc.url},
 * {@code -Dmariadb.url}) names none. {@code embedded} (the default) starts the engine from binaries that come with the
 * benchmark's Maven dependencies; {@code testcontainers} starts it in a Docker container and needs a Docker engine. The
 * URL setting keeps meaning a server the user runs.
 */
public final class DatabaseProviderSetting {
    public static final Setting<String> DB_PROVIDER = Setting.choice("db.provider", Provider.EMBEDDED.label(),
            List.of(Provider.EMBEDDED.label(), Provider.TESTCONTAINERS.label()),
            "where the database server comes from unless -Djdbc.url names one: embedded (started from Maven binaries)"
                    + " or testcontainers (a Docker container; needs a Docker engine)");

    /** The three ways a run gets its server. */
    public enum Provider {
        /** Started by the benchmark from binaries among its Maven dependencies. */
        EMBEDDED,
        /** Started by the benchmark in a Docker container through Testcontainers. */
        TESTCONTAINERS,
        /** Run by the user, named by the engine's URL setting. */
        EXTERNAL;

        /** The name as {@code -Ddb.provider} spells it. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private DatabaseProviderSetting() {
    }

    /**
     * The provider the settings ask for an engine whose server the user names with {@code urlSetting} (PostgreSQL's
     * {@code -Djdbc.url}, MariaDB's {@code -Dmariadb.url}): {@link Provider#EXTERNAL} whenever that URL is given, else
     * {@code -Ddb.provider}.
     *
     * @throws SettingsException when the URL and {@code -Ddb.provider=testcontainers} are both given
     */
    public static Provider provider(Settings settings, Setting<String> urlSetting) {
        String url = settings.get(urlSetting);
        Provider asked = Provider.valueOf(settings.get(DB_PROVIDER).toUpperCase(Locale.ROOT));
        if (url == null || url.isBlank()) {
            return asked;
        }
        if (asked == Provider.TESTCONTAINERS) {
            String given = "-D" + urlSetting.name();
            throw new SettingsException(given + " and -Ddb.provider=testcontainers contradict each other: " + given + " names a"
                    + " server you run, testcontainers starts one in Docker; give only one of them");
        }
        return Provider.EXTERNAL;
    }
}
