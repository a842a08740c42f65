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

/**
 * Before any timing (fairness rule 7): reads back every store the run's contestants will read and compares it with
 * the dataset manifest, or takes an object-graph storage whose files are byte for byte those an earlier read-back by
 * the same code found complete ({@link persistencebench.generator.bookstore.BookstoreVerification}). A store that
 * differs is refused: its cells are not timed and fail with the store's problem, which says how to rebuild it.
 */
final class StoreCheck {

    private StoreCheck() {
    }

    /** Per refused store name, the problem; empty when every store holds the dataset. */
    static Map<String, String> refusals(BookstoreDataset dataset, List<Contestant> contestants, PrintStream out) {
        return refusals(dataset, contestants, CodeVersion.inputsDigest(Path.of("").toAbsolutePath()), out);
    }

    /** @param codeDigest the checking code's build inputs digest ({@link CodeVersion#INPUTS_DIGEST}); empty reads every store back */
    static Map<String, String> refusals(BookstoreDataset dataset, List<Contestant> contestants, Optional<String> codeDigest, PrintStream out) {
        List<String> stores = contestants.stream().map(Contestant::store).distinct().toList();
        long start = System.nanoTime();
        Map<String, String> refused = new LinkedHashMap<>();
        BookstoreVerification.check(dataset, stores, codeDigest, out::println).forEach((store, problem) -> problem.ifPresent(p -> refused.put(store, p)));
        out.printf(Locale.ROOT, "checked that %s hold the dataset of the manifest (%,d rows each, %.1f s)%n", stores,
                dataset.summary().totalEntities(), (System.nanoTime() - start) / 1e9);
        refused.values().forEach(problem -> out.println("REFUSED, not timed: " + problem));
        return refused;
    }
}
