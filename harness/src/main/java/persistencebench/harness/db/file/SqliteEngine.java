package persistencebench.harness.db.file;

import java.nio.file.Path;
import persistencebench.harness.db.DatabaseEngine;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.settings.Settings;

/** SQLite (xerial sqlite-jdbc), one file per database under {@code data/sqlite}; nothing to start (see {@link SqliteFiles}). */
public final class SqliteEngine implements DatabaseEngine {
    public static final String NAME = "sqlite";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public DatabaseServer start(Settings settings) {
        return FileServer.underData(new SqliteFiles(), settings);
    }

    /** The SQLite databases kept in {@code directory}, configured for {@code durability}. */
    public static DatabaseServer inDirectory(Path directory, Durability durability) {
        return new FileServer(new SqliteFiles(), directory, durability);
    }
}
