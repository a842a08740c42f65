package persistencebench.generator.bookstore;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Proves that every store of a dataset holds exactly the generated dataset (fairness rule 7): reads each store back
 * row by row ({@link DatasetStore#readBack()}) and compares the per-type counts and digests with the manifest's. A
 * store that differs is named with what differs and how to have it rebuilt.
 */
public final class BookstoreVerification {

    private BookstoreVerification() {
    }

    /** Per store name, in build order: empty when the store holds the dataset, else one line saying what is wrong. */
    public static Map<String, Optional<String>> check(BookstoreDataset dataset, List<String> storeNames) {
        Map<String, Optional<String>> problems = new LinkedHashMap<>();
        for (DatasetStore store : dataset.stores()) {
            if (storeNames.contains(store.name())) {
                problems.put(store.name(), problem(dataset, store));
            }
        }
        return problems;
    }

    /** Every store of the dataset. */
    public static Map<String, Optional<String>> checkAll(BookstoreDataset dataset) {
        return check(dataset, dataset.stores().stream().map(DatasetStore::name).toList());
    }

    /**
     * Checks every store.
     *
     * @throws IllegalStateException with the first store's problem
     */
    public static void requireCompleteStores(BookstoreDataset dataset) {
        checkAll(dataset).values().stream().flatMap(Optional::stream).findFirst().ifPresent(problem -> {
            throw new IllegalStateException(problem);
        });
    }

    private static Optional<String> problem(BookstoreDataset dataset, DatasetStore store) {
        DatasetContent found;
        try {
            found = store.readBack();
        } catch (RuntimeException e) {
            return Optional.of("store " + store.name() + " (" + store.location() + ") cannot be read back: " + e.getMessage()
                    + "; " + store.rebuildHint());
        }
        List<String> differences = dataset.summary().content().differencesOf(found);
        if (differences.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("store " + store.name() + " (" + store.location() + ") does not hold the dataset its manifest promises ("
                + String.join("; ", differences) + "); " + store.rebuildHint());
    }
}
