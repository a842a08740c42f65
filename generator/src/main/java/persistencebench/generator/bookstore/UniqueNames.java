package persistencebench.generator.bookstore;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Keeps names unique within a scope (a country's cities, the genres, ...). Faker vocabularies are small
 * (e.g. 30 genres, 6 French publishers), so after a few fruitless draws a number is appended instead of
 * drawing forever.
 */
final class UniqueNames {
    private static final int ATTEMPTS = 20;

    private final Set<String> used = new HashSet<>();

    /** A name from {@code source} not handed out before by this instance. */
    String next(Supplier<String> source) {
        String candidate = source.get();
        for (int attempt = 1; attempt < ATTEMPTS && used.contains(candidate); attempt++) {
            candidate = source.get();
        }
        String name = candidate;
        for (int suffix = 2; used.contains(name); suffix++) {
            name = candidate + " " + suffix;
        }
        used.add(name);
        return name;
    }
}
