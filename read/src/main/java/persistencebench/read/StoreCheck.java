package persistencebench.read;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import persistencebench.generator.bookstore.BookstoreDataset;
import persistencebench.generator.bookstore.BookstoreVerification;
import persistencebench.harness.result.CodeVersion;
import persistencebench.model.bookstore.BookstoreEntityType;

/**
 * Before any timing (fairness rule 7): reads back every store the run's contestants will read and compares it with
 * the dataset manifest, or takes an object-graph storage whose files are byte for byte those an earlier read-back by
 * the same code found complete ({@link persistencebench.generator.bookstore.BookstoreVerification}). A store that
 * differs is refused: its cells are not timed and fail with the store's problem, which says how to rebuild it. So is a
 * store its engine cannot read ({@link BookstoreDataset#damaged()}), which is not read back.
 */
final class StoreCheck {

    private StoreCheck() {
    }

    /**
     * Checks the stores {@code contestants} read; {@code how} receives, per store, how it was checked (read back, or
     * taken by its seal), for the result file's {@code dataset.storeCheck}.
     *
     * @return per refused store name, the problem; empty when every store holds the dataset
     */
    static Map<String, String> refusals(BookstoreDataset dataset, List<Contestant> contestants, Map<String, String> how, PrintStream out) {
        List<String> wanted = contestants.stream().map(Contestant::store).distinct().toList();
        long start = System.nanoTime();
        Map<String, String> refused = new LinkedHashMap<>();
        wanted.stream().filter(dataset.damaged()::containsKey).forEach(store -> refused.put(store, dataset.damaged().get(store)));
        List<String> stores = wanted.stream().filter(store -> !refused.containsKey(store)).toList();
        BookstoreVerification.check(dataset, stores, checkingCode(), (store, checked) -> {
            how.put(store, checked);
            if (!checked.equals(BookstoreVerification.READ_BACK)) {
                out.println("store " + store + ": " + checked);
            }
        }).forEach((store, problem) -> problem.ifPresent(p -> refused.put(store, p)));
        out.printf(Locale.ROOT, "checked that %s hold the dataset of the manifest (%,d rows each, %.1f s)%n", stores,
                dataset.summary().totalEntities(), (System.nanoTime() - start) / 1e9);
        refused.values().forEach(problem -> out.println("REFUSED, not timed: " + problem));
        return refused;
    }

    /**
     * The checking code: the checkout's build inputs ({@link CodeVersion#INPUTS_DIGEST}) and the classes this JVM runs
     * to read a store back (the generator's and the model's), so that a seal outlives neither; empty when either is
     * unknown, and then every store is read back.
     */
    private static Optional<String> checkingCode() {
        Optional<String> running = CodeVersion.runningDigest(BookstoreVerification.class, BookstoreEntityType.class);
        return CodeVersion.inputsDigest(Path.of("").toAbsolutePath()).flatMap(inputs -> running.map(classes -> inputs + "/" + classes));
    }
}
