package persistencebench.write.mvstore;

import java.util.HashMap;
import java.util.Map;
import org.h2.mvstore.SingleFileStore;

/**
 * MVStore's own single-file store minus its {@code FileChannel.force}: {@code MVStore.close()} forces the file when it
 * writes the clean-shutdown mark, which no option turns off. Plugged in through the builder's documented
 * {@code adoptFileStore} under {@code -Ddurability=os} only, where no engine forces anything; every other byte is
 * read and written by the unchanged {@link SingleFileStore}.
 */
final class UnsyncedFileStore extends SingleFileStore {

    private UnsyncedFileStore(Map<String, Object> config) {
        super(config);
    }

    /** The store opened for writing at {@code fileName} with a page cache of {@code cacheMegabytes}. */
    static UnsyncedFileStore open(String fileName, int cacheMegabytes) {
        Map<String, Object> config = new HashMap<>();
        config.put("cacheSize", cacheMegabytes);
        UnsyncedFileStore store = new UnsyncedFileStore(config);
        store.open(fileName, false, null);
        return store;
    }

    @Override
    public void sync() {
        // nothing forced: under -Ddurability=os a commit only has to reach the OS page cache
    }
}
