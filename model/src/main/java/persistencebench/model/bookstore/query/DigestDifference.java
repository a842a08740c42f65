package persistencebench.model.bookstore.query;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** Says in one line how two {@link ResultDigest}s differ: the counts, and the first row that is not the same. */
public final class DigestDifference {

    private DigestDifference() {
    }

    /**
     * @param rowName         what a row is, e.g. {@code purchase}
     * @param expectedLabel   who produced {@code expected}, e.g. {@code microstream/paper}
     * @return empty when the digests are equal, else e.g. {@code count 1,234 vs 1,240; first difference in
     *         2020/Germany: purchase 4711 only in microstream/paper}
     */
    public static Optional<String> describe(String rowName, String expectedLabel, ResultDigest expected, String actualLabel, ResultDigest actual) {
        if (expected.digest().equals(actual.digest())) {
            return Optional.empty();
        }
        StringBuilder out = new StringBuilder();
        if (expected.count() != actual.count()) {
            out.append(String.format(Locale.ROOT, "count %,d vs %,d; ", expected.count(), actual.count()));
        }
        out.append(firstDifference(rowName, expectedLabel, expected.rows(), actualLabel, actual.rows()));
        return Optional.of(out.toString());
    }

    private static String firstDifference(String rowName, String expectedLabel, List<String> expected, String actualLabel, List<String> actual) {
        Set<String> expectedIds = identities(expected);
        Set<String> actualIds = identities(actual);
        int common = Math.min(expected.size(), actual.size());
        for (int i = 0; i < common; i++) {
            String e = expected.get(i);
            String a = actual.get(i);
            if (e.equals(a)) {
                continue;
            }
            if (identity(e).equals(identity(a))) {
                return "first difference in " + section(e) + ": " + rowName + " " + id(e) + " has different values";
            }
            if (!actualIds.contains(identity(e))) {
                return "first difference in " + section(e) + ": " + rowName + " " + id(e) + " only in " + expectedLabel;
            }
            if (!expectedIds.contains(identity(a))) {
                return "first difference in " + section(a) + ": " + rowName + " " + id(a) + " only in " + actualLabel;
            }
            return "first difference in " + section(e) + ": " + rowName + " " + id(e) + " vs " + id(a) + " at the same position";
        }
        if (expected.size() != actual.size()) {
            boolean expectedLonger = expected.size() > actual.size();
            String extra = expectedLonger ? expected.get(common) : actual.get(common);
            return "first difference in " + section(extra) + ": " + rowName + " " + id(extra) + " only in " + (expectedLonger ? expectedLabel : actualLabel);
        }
        return "the rows are equal but a page or query header differs (page size or number of queries)";
    }

    private static Set<String> identities(List<String> rows) {
        Set<String> ids = new HashSet<>();
        rows.forEach(r -> ids.add(identity(r)));
        return ids;
    }

    /** {@code section#id}, without the value hash. */
    private static String identity(String row) {
        return row.substring(0, row.lastIndexOf(':'));
    }

    private static String section(String row) {
        return row.substring(0, row.lastIndexOf('#'));
    }

    private static String id(String row) {
        return row.substring(row.lastIndexOf('#') + 1, row.lastIndexOf(':'));
    }
}
