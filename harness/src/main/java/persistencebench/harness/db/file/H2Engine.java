package persistencebench.harness.db.file;

import java.nio.file.Path;
import persistencebench.harness.db.DatabaseEngine;
import persistencebench.harness.db.DatabaseServer;
import persistencebench.harness.durability.Durability;
import persistencebench.harness.settings.Settings;

/** H2 2.x embedded, one MVStore file per database under {@code data/h2}; nothing to start (see {@link H2Files}). */
public final class H2Engine implements DatabaseEngine {
    public static final String NAME = "h2";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public DatabaseServer start(Settings settings) {
        return FileServer.underData(new H2Files(), settings);
    }

    /** The H2 databases kept in {@code directory}, configured for {@code durability}. */
    public static DatabaseServer inDirectory(Path directory, Durability durability) {
        return new FileServer(new H2Files(), directory, durability);
    }
}
