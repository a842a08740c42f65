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
    /**
     * Where the SQL backends' study approaches (their paper variants and the steps from them) run, in the write case
     * and the read case alike: PostgreSQL, the study's engine, unless more are asked for; the tuned variants run on every
     * engine of {@link #DATABASES} ({@link persistencebench.harness.backend.VariantKind#runsOn}). Why: {@code docs/method.md}, "What the main job measures". Not in {@link #all()}:
     * only the programs that run variants declare it.
     */
    public static final Setting<List<String>> STUDY_DATABASES = Setting.subset("studyDatabases", PostgresEngine.NAME,
            DatabaseEngines.all().stream().map(DatabaseEngine::name).toList(),
            "the databases (among -Ddatabases) the SQL backends' paper variants and the steps from them run on, in the write and"
                    + " the read case; all = every one");

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
