package persistencebench.write.mapdb;

import java.io.File;
import java.nio.file.Path;
import org.mapdb.DBMaker;
import persistencebench.harness.durability.Durability;

/** What both MapDB variants share: the store's file, the map's name, and how durability maps onto MapDB's one switch. */
final class MapDbStore {
    static final String MAP_NAME = "trips";
    private static final String FILE_NAME = "trips.db";

    private MapDbStore() {
    }

    /**
     * Untimed, when an engine is created in the cell's fork: one throwaway in-memory database made and closed, so
     * loading MapDB's (Kotlin) classes is not charged to the first sample's open.
     */
    static void loadClasses() {
        DBMaker.memoryDB().make().close();
    }

    static File file(Path directory) {
        return directory.resolve(FILE_NAME).toFile();
    }

    /**
     * {@code maker} as durability requires. Without transactions {@code DB.commit()} is MapDB's only sync: it writes the
     * header checksum and forces the file ({@code FileChannel.force}, {@code MappedByteBuffer.force}), while
     * {@code DB.close()} writes the header again and closes without forcing. Under {@link Durability#OS}
     * {@code fileSyncDisable()} makes that commit force nothing.
     */
    static DBMaker.Maker honouring(DBMaker.Maker maker, Durability durability) {
        return durability.forcesFiles() ? maker : maker.fileSyncDisable();
    }
}
