package persistencebench.harness.db;

import java.util.List;
import java.util.Locale;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;

/**
 * {@code -Ddb.provider}: where a database server comes from when {@code -Djdbc.url} names none. {@code embedded} (the
 * default) starts the engine from binaries that come with the benchmark's Maven dependencies; {@code testcontainers}
 * starts it in a Docker container and needs a Docker engine. {@code -Djdbc.url} keeps meaning a server the user runs.
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
        /** Run by the user, named by {@code -Djdbc.url}. */
        EXTERNAL;

        /** The name as {@code -Ddb.provider} spells it. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private DatabaseProviderSetting() {
    }

    /**
     * The provider the settings ask for: {@link Provider#EXTERNAL} whenever {@code -Djdbc.url} is given, else
     * {@code -Ddb.provider}.
     *
     * @throws SettingsException when {@code -Djdbc.url} and {@code -Ddb.provider=testcontainers} are both given
     */
    public static Provider provider(Settings settings) {
        String url = settings.get(CommonSettings.JDBC_URL);
        Provider asked = Provider.valueOf(settings.get(DB_PROVIDER).toUpperCase(Locale.ROOT));
        if (url == null || url.isBlank()) {
            return asked;
        }
        if (asked == Provider.TESTCONTAINERS) {
            throw new SettingsException("-Djdbc.url and -Ddb.provider=testcontainers contradict each other: -Djdbc.url names a"
                    + " server you run, testcontainers starts one in Docker; give only one of them");
        }
        return Provider.EXTERNAL;
    }
}
