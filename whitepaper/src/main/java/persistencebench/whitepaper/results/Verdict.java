package persistencebench.whitepaper.results;

import persistencebench.harness.measure.BestOf;

/**
 * What this run says of one value against another (docs/method.md, "Claims"): the one verdict every "faster", "equal"
 * and "not resolved" in the white paper renders, so no table can decide what the decision guide leaves open. It reads
 * the ratio's 95 % interval, Welch's on the log scale ({@link Estimate#over}): wholly below or above 1, lower or higher;
 * wholly inside {@link BestOf#EQUIVALENCE_MARGIN} (two one-sided tests), equal; otherwise not resolved. Selecting the
 * fastest of several is {@link Ranking}'s, by the selection of the fastest ({@link persistencebench.harness.measure.BestOf}).
 */
public enum Verdict {
    /** The first value is lower than the second (for times: faster). */
    LOWER,
    /** The first value is higher than the second (for times: slower). */
    HIGHER,
    /** The two are equal within the equivalence margin. */
    EQUAL,
    /** Both have intervals, and this run resolves neither a difference nor an equality. */
    NOT_RESOLVED,
    /** One of the two rests on one unit: no claim either way. */
    NO_INTERVAL;

    /** How a reader is told a difference that is neither shown nor excluded, everywhere in the white paper. */
    public static final String NOT_RESOLVED_TEXT = "not resolved by this run";

    /** The verdict on {@code first} against {@code second}. */
    public static Verdict of(Estimate first, Estimate second) {
        return ofRatio(first.over(second));
    }

    /** The verdict a ratio of two values ({@link Estimate#over}) carries. */
    public static Verdict ofRatio(Estimate ratio) {
        return ratio.interval().map(ci -> ci.high() < 1 ? LOWER : ci.low() > 1 ? HIGHER
                : ci.low() > 1 / BestOf.EQUIVALENCE_MARGIN && ci.high() < BestOf.EQUIVALENCE_MARGIN ? EQUAL : NOT_RESOLVED).orElse(NO_INTERVAL);
    }

    /** Whether one value is shown lower or higher than the other. */
    public boolean separates() {
        return this == LOWER || this == HIGHER;
    }
}
