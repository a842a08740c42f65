package persistencebench.harness.db;

import java.util.ArrayList;
import java.util.List;
import persistencebench.harness.db.postgres.PostgresEngine;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;

/** The settings of the programs whose SQL backends run on databases: which engines, and how each server is reached. */
public final class DatabaseSettings {
    /** The databases the SQL backends run on; PostgreSQL, the study's, by default. */
    public static final Setting<List<String>> DATABASES = Setting.subset("databases", PostgresEngine.NAME,
            DatabaseEngines.all().stream().map(DatabaseEngine::name).toList(),
            "the databases the SQL backends (jdbc, hibernate) run on, or all; each is started by the run (an engine that cannot"
                    + " start is reported and its cells skipped)").publishedAt("all");

    private DatabaseSettings() {
    }

    /** Every database setting, for a program's settings list. */
    public static List<Setting<?>> all() {
        List<Setting<?>> all = new ArrayList<>(List.of(DATABASES, DatabaseProviderSetting.DB_PROVIDER));
        all.addAll(CommonSettings.database());
        all.addAll(MariaDbSettings.all());
        return List.copyOf(all);
    }
}
