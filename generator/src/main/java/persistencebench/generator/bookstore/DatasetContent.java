package persistencebench.generator.bookstore;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What a bookstore dataset holds, per entity type: the row count and the SHA-256 of the rows in id order
 * ({@link ContentDigest}), keyed by {@link persistencebench.model.bookstore.BookstoreEntityType#key()}. The
 * generator records it in every store's manifest; each store's content read back must equal it.
 */
public record DatasetContent(Map<String, Long> counts, Map<String, String> digests) {

    public DatasetContent {
        counts = Collections.unmodifiableMap(new LinkedHashMap<>(counts));
        digests = Collections.unmodifiableMap(new LinkedHashMap<>(digests));
    }

    /** One SHA-256 over every type's count and digest: equal exactly when every type is equal. */
    public String digest() {
        MessageDigest sha256 = ContentDigest.sha256();
        digests.forEach((type, digest) -> sha256.update((type + "=" + counts.get(type) + ":" + digest + ";").getBytes(StandardCharsets.UTF_8)));
        return HexFormat.of().formatHex(sha256.digest());
    }

    /** Total number of rows of all types. */
    public long totalRows() {
        return counts.values().stream().mapToLong(Long::longValue).sum();
    }

    /**
     * How {@code actual} differs from this (the expected content), one phrase per differing type, e.g.
     * {@code purchase: 1,240 rows, expected 1,234}; empty when equal.
     */
    public List<String> differencesOf(DatasetContent actual) {
        List<String> differences = new ArrayList<>();
        counts.forEach((type, expected) -> {
            Long found = actual.counts().get(type);
            if (!expected.equals(found)) {
                differences.add(String.format(Locale.ROOT, "%s: %,d rows, expected %,d", type, found == null ? 0 : found, expected));
            } else if (!digests.get(type).equals(actual.digests().get(type))) {
                differences.add(type + ": same row count, different values");
            }
        });
        return differences;
    }
}
