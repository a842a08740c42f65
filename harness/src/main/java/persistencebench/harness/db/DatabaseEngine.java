package persistencebench.harness.db;

import persistencebench.harness.settings.Settings;

/**
 * A database-server descriptor, found by {@link java.util.ServiceLoader} ({@link DatabaseEngines}): its name (also
 * the SQL dialect name of its per-dialect resources) and how a run obtains a server from the settings: external
 * through the engine's URL setting, else as {@link DatabaseProviderSetting#DB_PROVIDER} says (embedded by default).
 */
public interface DatabaseEngine {

    /** {@code postgresql}; later {@code h2}, {@code sqlite}, {@code mariadb}. */
    String name();

    /**
     * Starts (or connects to) the server the settings ask for, configured for the run's durability class.
     *
     * @throws DatabaseUnavailableException with one line saying what to fix
     */
    DatabaseServer start(Settings settings);

    /**
     * Whether the settings ask for a particular server (a URL, a container provider) rather than the one the program
     * starts by default: a run stops when such a server cannot be had, while an engine the program fails to start by
     * default only has its cells skipped.
     */
    default boolean namedByUser(Settings settings) {
        return false;
    }
}
