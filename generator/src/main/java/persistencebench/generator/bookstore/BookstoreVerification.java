package persistencebench.generator.bookstore;

import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import persistencebench.harness.files.FilesDigest;

/**
 * Proves that every store of a dataset holds exactly the generated dataset (fairness rule 7): reads each store back
 * row by row ({@link DatasetStore#readBack()}) and compares the per-type counts and digests with the manifest's, or,
 * where the checking code is known, takes a storage's seal of an earlier read-back of byte-identical files
 * ({@link StoreSeal}). A store that differs is named with what differs and how to have it rebuilt.
 */
public final class BookstoreVerification {
    /** How a store was checked when every row of it was read back by this check. */
    public static final String READ_BACK = "read back";

    private BookstoreVerification() {
    }

    /** Per store name, in build order: empty when the store holds the dataset, else one line saying what is wrong. */
    public static Map<String, Optional<String>> check(BookstoreDataset dataset, List<String> storeNames) {
        return check(dataset, storeNames, Optional.empty(), (store, how) -> { });
    }

    /**
     * As {@link #check(BookstoreDataset, List)}, and with the digest of the checking code ({@code codeDigest}) a store
     * with files of its own is sealed after a read-back that found the dataset, and not read back while its files, the
     * content and the code are those of its seal ({@link StoreSeal}). Without a code digest (outside a git checkout)
     * every store is read back.
     *
     * @param how receives, per store checked, how: {@link #READ_BACK}, or that its seal was taken, and of when
     */
    public static Map<String, Optional<String>> check(BookstoreDataset dataset, List<String> storeNames, Optional<String> codeDigest,
                                                      BiConsumer<String, String> how) {
        Map<String, Optional<String>> problems = new LinkedHashMap<>();
        for (DatasetStore store : dataset.stores()) {
            if (storeNames.contains(store.name())) {
                String content = dataset.summary().digest();
                Optional<String> code = codeDigest.filter(digest -> store.sealFile().isPresent());
                Optional<String> files = code.flatMap(digest -> filesDigest(store));
                Optional<StoreSeal> seal = store.sealFile().flatMap(StoreSeal::read)
                        .filter(recorded -> files.isPresent() && recorded.proves(content, files.get(), code.get()));
                if (seal.isPresent()) {
                    how.accept(store.name(), "not read back: its files (SHA-256 " + files.get().substring(0, 12) + "...) are those its"
                            + " read-back at " + seal.get().readBackAt() + " by this code found complete");
                    problems.put(store.name(), Optional.empty());
                    continue;
                }
                Optional<String> problem = problem(dataset, store);
                String checked = READ_BACK;
                // sealed only if the files read back are still those digested before: nothing changed them meanwhile
                if (problem.isEmpty() && files.isPresent() && files.equals(filesDigest(store))) {
                    try {
                        new StoreSeal(content, files.get(), code.get(), Instant.now()).write(store.sealFile().orElseThrow());
                    } catch (UncheckedIOException e) {
                        checked = READ_BACK + "; left unsealed, so read back again next time: " + e.getMessage();
                    }
                }
                how.accept(store.name(), checked);
                problems.put(store.name(), problem);
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

    /** The digest of the store's files; empty when it has none to read, which its read-back then reports. */
    private static Optional<String> filesDigest(DatasetStore store) {
        try {
            return store.storageDirectory().filter(Files::isDirectory).map(FilesDigest::sha256);
        } catch (UncheckedIOException e) {
            return Optional.empty();
        }
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
