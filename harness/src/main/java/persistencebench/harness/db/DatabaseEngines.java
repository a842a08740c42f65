package persistencebench.harness.db;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import persistencebench.harness.settings.Settings;

/** The database engines on the class path ({@code META-INF/services/persistencebench.harness.db.DatabaseEngine}). */
public final class DatabaseEngines {

    private DatabaseEngines() {
    }

    public static List<DatabaseEngine> all() {
        List<DatabaseEngine> engines = new ArrayList<>();
        ServiceLoader.load(DatabaseEngine.class, DatabaseEngine.class.getClassLoader()).forEach(engines::add);
        return engines;
    }

    public static DatabaseEngine named(String name) {
        return all().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow(() -> new IllegalArgumentException(
                "unknown database engine \"" + name + "\"; known: " + all().stream().map(DatabaseEngine::name).toList()));
    }

    /** Starts the named engine's server as the settings ask. */
    public static DatabaseServer start(String name, Settings settings) {
        return named(name).start(settings);
    }
}
