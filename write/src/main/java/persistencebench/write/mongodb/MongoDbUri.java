package persistencebench.write.mongodb;

import java.util.List;
import persistencebench.harness.cli.Credentials;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.settings.SettingsException;
import persistencebench.write.plugin.CellConfiguration;

/**
 * The mongodb backend's own setting, {@code -Dmongo.uri}: the server its cells store into (the run cannot start one).
 * Without it the cells are planned and recorded as skipped; a value that is not a MongoDB connection string stops the
 * run before anything is measured. Its credentials are masked wherever settings are shown.
 */
final class MongoDbUri {
    static final Setting<String> URI = Setting.connectionString("mongo.uri", null,
            "the MongoDB server the mongodb backend stores into, e.g. mongodb://localhost:27017 (the run cannot start one);"
                    + " without it the mongodb cells are recorded as skipped").outsideMeasurement();
    /** Why the cells are skipped when the run was given no server. */
    static final String NO_SERVER = "no MongoDB server (set -D" + URI.name() + "=mongodb://host:port to measure it)";

    private MongoDbUri() {
    }

    /** The one configuration of the backend's cells: on the server given, or skipped without one. */
    static List<CellConfiguration> configurations(Settings settings) {
        String uri = settings.get(URI);
        if (uri == null || uri.isBlank()) {
            return List.of(CellConfiguration.unavailable(NO_SERVER));
        }
        if (!uri.startsWith("mongodb://") && !uri.startsWith("mongodb+srv://")) {
            throw new SettingsException("invalid value -D" + URI.name() + "=" + Credentials.mask(uri)
                    + ": expected a MongoDB connection string, mongodb://host:port");
        }
        return List.of(CellConfiguration.of(settings, List.of(URI)));
    }
}
