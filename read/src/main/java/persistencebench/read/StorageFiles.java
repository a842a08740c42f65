package persistencebench.read;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.generator.bookstore.StorageFootprint;

/**
 * Proof that reading does not modify the object-graph storages: the file names and sizes of every storage directory
 * the run reads, taken before the first sample ({@link #before}) and after the last ({@link #after}); a storage whose
 * files changed is a problem of the run ({@link #changes}). Both footprints go into the result file's
 * {@code dataset.storageFiles}.
 */
final class StorageFiles {
    private final Map<String, Path> directories;
    private final Map<String, StorageFootprint> before;
    private final Map<String, StorageFootprint> after = new LinkedHashMap<>();

    private StorageFiles(Map<String, Path> directories) {
        this.directories = directories;
        this.before = footprints();
    }

    /** The footprints, now, of every storage directory that {@code contestants} read. */
    static StorageFiles before(BookstoreDataset dataset, List<Contestant> contestants) {
        Map<String, Path> directories = new LinkedHashMap<>();
        for (Contestant contestant : contestants) {
            String store = contestant.store();
            Optional<Path> directory = dataset.store(store).storageDirectory();
            directory.ifPresent(path -> directories.put(store, path));
        }
        return new StorageFiles(directories);
    }

    /** Takes the footprints again; returns, per store, both footprints ({@code before}, {@code after}: file → bytes). */
    Map<String, Object> after() {
        after.putAll(footprints());
        Map<String, Object> section = new LinkedHashMap<>();
        before.forEach((store, footprint) -> {
            Map<String, Object> both = new LinkedHashMap<>();
            both.put("before", footprint.files());
            both.put("after", after.get(store).files());
            section.put(store, both);
        });
        return section;
    }

    /** One problem per storage whose files changed between {@link #before} and {@link #after}. */
    List<String> changes() {
        List<String> problems = new ArrayList<>();
        before.forEach((store, footprint) -> {
            List<String> changes = after.get(store).changesSince(footprint);
            if (!changes.isEmpty()) {
                problems.add("reading modified the storage " + store + " (" + directories.get(store) + "): " + String.join(", ", changes));
            }
        });
        return problems;
    }

    private Map<String, StorageFootprint> footprints() {
        Map<String, StorageFootprint> footprints = new LinkedHashMap<>();
        directories.forEach((store, directory) -> footprints.put(store, StorageFootprint.of(directory)));
        return footprints;
    }
}
