package persistencebench.harness.db;

import persistencebench.harness.settings.Settings;

/**
 * A database-server descriptor, found by {@link java.util.ServiceLoader} ({@link DatabaseEngines}): its name (also
 * the SQL dialect name of its per-dialect resources) and how a run obtains a server from the settings, embedded
 * by default or external through the engine's URL setting.
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
     * Whether the settings name a server of the user's (a URL) rather than one the program starts: a run stops when a
     * named server cannot be reached, while an engine the program fails to start only has its cells skipped.
     */
    default boolean external(Settings settings) {
        return false;
    }
}
