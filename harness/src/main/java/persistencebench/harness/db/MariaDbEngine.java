package persistencebench.harness.db;

import java.nio.file.Path;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Settings;

/**
 * MariaDB: {@code -Dmariadb.url} means an external server, otherwise the embedded one under {@code data/mariadb}
 * (binaries unpacked from the Maven artifact into {@code data/mariadb/<version>}, data in {@code data/mariadb/data}),
 * started with {@code innodb_flush_log_at_trx_commit=1} for {@code -Ddurability=disk} and {@code 2} for {@code os}.
 */
public final class MariaDbEngine implements DatabaseEngine {
    public static final String NAME = "mariadb";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public DatabaseServer start(Settings settings) {
        String url = settings.get(MariaDbSettings.URL);
        if (url != null && !url.isBlank()) {
            return external(url.trim(), settings.get(MariaDbSettings.USER), settings.get(MariaDbSettings.PASSWORD));
        }
        Path home = settings.get(CommonSettings.DATA).resolve("mariadb");
        return embedded(home, home.resolve("data"), CommonSettings.durability(settings));
    }

    /**
     * Starts the embedded server on {@code dataDirectory}, with the binaries unpacked once under {@code binariesRoot}.
     *
     * @param binariesRoot where the binaries of each version are unpacked ({@code <binariesRoot>/<version>}); tests share one
     */
    public static DatabaseServer embedded(Path binariesRoot, Path dataDirectory, Durability durability) {
        return EmbeddedMariaDbServer.start(MariaDbBinaries.unpacked(binariesRoot), dataDirectory, durability);
    }

    public static DatabaseServer external(String url, String user, String password) {
        return ExternalMariaDbServer.open(url, user, password);
    }
}
