package persistencebench.generator.taxi;

import java.util.Locale;

/** What a {@link TripCsvReader} does with a malformed row. */
public enum BadRowPolicy {
    /** Stop the read with a {@link MalformedTripRowException} describing the first bad row (the default). */
    FAIL,
    /** Count the row, keep a description of the first few, and continue. */
    SKIP;

    /**
     * Parses a setting value, {@code "fail"} or {@code "skip"} (any case).
     *
     * @throws IllegalArgumentException naming the bad value and the accepted ones
     */
    public static BadRowPolicy parse(String s) {
        if (s != null) {
            switch (s.trim().toLowerCase(Locale.ROOT)) {
                case "fail":
                    return FAIL;
                case "skip":
                    return SKIP;
                default:
                    break;
            }
        }
        throw new IllegalArgumentException("Unknown bad-row policy \"" + s
                + "\": use \"fail\" (stop at the first malformed CSV row) or \"skip\" (count malformed rows and continue)");
    }
}
