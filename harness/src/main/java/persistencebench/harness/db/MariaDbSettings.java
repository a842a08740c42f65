package persistencebench.harness.db;

import java.util.List;
import persistencebench.harness.settings.Setting;

/**
 * The settings that point the MariaDB engine at a server the user runs; without {@link #URL} the engine starts its
 * own embedded server under {@code -Ddata}.
 */
public final class MariaDbSettings {
    /** Measures, as {@code -Djdbc.url} does: a server the run neither starts nor restarts. */
    public static final Setting<String> URL = Setting.connectionString("mariadb.url", null,
            "use this MariaDB server instead of the embedded one, e.g. jdbc:mariadb://localhost:3306/: one server, not a cluster,"
                    + " whose user may create and drop databases, SET GLOBAL and LOAD DATA LOCAL INFILE (docs/databases.md)");
    public static final Setting<String> USER = Setting.text("mariadb.user", "root", "user for -Dmariadb.url").outsideMeasurement();
    public static final Setting<String> PASSWORD = Setting.secretText("mariadb.password", "", "password for -Dmariadb.url").outsideMeasurement();

    private MariaDbSettings() {
    }

    /** The MariaDB settings, for programs that may use MariaDB. */
    public static List<Setting<?>> all() {
        return List.of(URL, USER, PASSWORD);
    }
}
