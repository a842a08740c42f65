package persistencebench.harness.settings;

import java.nio.file.Path;
import java.util.List;

/** Settings every benchmark program shares: where data and results live, the database, seed and iteration counts. */
public final class CommonSettings {
    public static final Setting<Path> DATA = Setting.path("data", "data",
            "directory for cached datasets, storages and the embedded PostgreSQL data directory");
    public static final Setting<Path> RESULTS = Setting.path("results", "results",
            "directory for result files (<kind>-<timestamp>.json and <kind>-latest.json)");
    public static final Setting<Long> SEED = Setting.longValue("seed", 42, Long.MIN_VALUE, Long.MAX_VALUE,
            "seed of the generated dataset and of the query parameters");
    public static final Setting<Integer> ITERATIONS = Setting.intValue("iterations", 3, 1, 1000,
            "measured iterations per cell");
    public static final Setting<Integer> WARMUPS = Setting.intValue("warmups", 1, 0, 1000,
            "warm-up iterations per cell, run first and discarded");
    public static final Setting<String> JDBC_URL = Setting.text("jdbc.url", null,
            "use this PostgreSQL server instead of the embedded one, e.g. jdbc:postgresql://localhost:5432/postgres");
    public static final Setting<String> JDBC_USER = Setting.text("jdbc.user", "postgres",
            "user for -Djdbc.url");
    public static final Setting<String> JDBC_PASSWORD = Setting.secretText("jdbc.password", "postgres",
            "password for -Djdbc.url");

    private CommonSettings() {
    }

    /** The database settings, for programs that use PostgreSQL. */
    public static List<Setting<?>> database() {
        return List.of(JDBC_URL, JDBC_USER, JDBC_PASSWORD);
    }
}
