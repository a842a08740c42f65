package persistencebench.read;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.generator.bookstore.DatasetStore;
import persistencebench.generator.bookstore.StoreBuild;
import persistencebench.harness.resultformat.StoreFactField;

/**
 * The result file's {@code dataset.storeFacts}: for every store of the dataset, how it was built (what its completeness
 * marker recorded, or what this run measured building it) and the bytes it takes on disk, read once, before the first
 * sample; and one console line per store saying the same.
 */
final class StoreFacts {

    private StoreFacts() {
    }

    /** Per store name, in build order, the store's {@link StoreFactField}s; prints a line per store to {@code out}. */
    static Map<String, Object> of(BookstoreDataset dataset, PrintStream out) {
        Map<String, Object> section = new LinkedHashMap<>();
        for (DatasetStore store : dataset.stores()) {
            StoreBuild build = dataset.builds().get(store.name());
            boolean rebuilt = dataset.rebuilt().contains(store.name());
            long bytes = store.bytesOnDisk();
            Map<String, Object> facts = new LinkedHashMap<>();
            facts.put(StoreFactField.LOAD_MILLIS.key(), build.loadMillis());
            facts.put(StoreFactField.GENERATE_MILLIS.key(), build.generateMillis());
            facts.put(StoreFactField.BUILT_AT.key(), build.builtAt().toString());
            facts.put(StoreFactField.REBUILT_THIS_RUN.key(), rebuilt);
            facts.put(StoreFactField.BYTES_ON_DISK.key(), bytes);
            section.put(store.name(), facts);
            out.printf(Locale.ROOT, "store %s: loaded in %.1f s, built %s (%s), %,d bytes on disk%n", store.name(),
                    build.loadMillis() / 1e3, build.builtAt(), rebuilt ? "by this run" : "reused from the cache", bytes);
        }
        return section;
    }
}
