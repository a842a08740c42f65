package persistencebench.whitepaper.results;

import java.util.Locale;

/**
 * The kinds of variant {@code docs/result-files.md} defines, in presentation order: the original study's
 * approach with its bugs fixed, intermediate steps, what the engine's experts would do, and kinds this
 * version does not know yet.
 */
public enum ResultVariantKind {
    PAPER("the original study's approach, its outright bugs fixed"),
    STEP("an intermediate step between the study's approach and the tuned one"),
    TUNED("what the engine's own experts would do"),
    OTHER("a kind this white paper does not know");

    private final String meaning;

    ResultVariantKind(String meaning) {
        this.meaning = meaning;
    }

    /** The kind written in a result file; unknown or missing kinds are {@link #OTHER}. */
    public static ResultVariantKind of(String written) {
        if (written == null) {
            return OTHER;
        }
        for (ResultVariantKind kind : values()) {
            if (kind.id().equals(written)) {
                return kind;
            }
        }
        return OTHER;
    }

    /** The kind as result files write it, e.g. {@code step}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** One sentence fragment saying what the kind means. */
    public String meaning() {
        return meaning;
    }
}
