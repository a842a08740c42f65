package persistencebench.write.mvstore;

import java.util.function.LongToIntFunction;

/**
 * One variant's MVStore configuration. Every variant disables the background auto-commit thread
 * ({@code autoCommitDisabled}): commits come from the writer or from the store's own write buffer, never from a
 * timer.
 *
 * @param keys           how the map types its keys
 * @param cacheMegabytes MVStore's page cache ({@code cacheSize}, MB) for a store of the given number of entries
 * @param compress       pages compressed with LZF when stored ({@code compress})
 * @param commitEvery    puts between the writer's own commits, with the store's write-buffer commits switched off
 *                       ({@code autoCommitBufferSize(0)}); 0 leaves commits to that buffer, as MVStore does by default
 * @param append         keys arrive ascending and are appended to a single-writer map ({@code MVMap.append})
 * @param <K>            the map's key class
 */
record MvStoreSettings<K>(MvStoreKeys<K> keys, LongToIntFunction cacheMegabytes, boolean compress, int commitEvery, boolean append) {

    /** The name of the map holding the trips. */
    static final String MAP_NAME = "trips";
    /** The store's one file in the store directory. */
    static final String FILE_NAME = "trips.mv.db";

    int cacheMegabytes(long entries) {
        return cacheMegabytes.applyAsInt(entries);
    }
}
