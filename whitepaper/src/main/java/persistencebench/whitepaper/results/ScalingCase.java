package persistencebench.whitepaper.results;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/**
 * The parts of a scaling study ({@code docs/method.md}, "The scaling study") as its file's {@code case} names them, each
 * with what its points' {@code scale} counts.
 */
public enum ScalingCase {
    /** Every read contestant at each bookstore size. */
    READ("purchases"),
    /** The tuned write cells at each trip count. */
    WRITE("trips"),
    /** The object graphs at each bookstore size in fixed heaps. */
    WALL("purchases");

    private final String scaleUnit;

    ScalingCase(String scaleUnit) {
        this.scaleUnit = scaleUnit;
    }

    /** The case a file names, e.g. {@code read}; empty for one this white paper does not know. */
    static Optional<ScalingCase> of(String id) {
        return Arrays.stream(values()).filter(c -> c.id().equals(id)).findFirst();
    }

    /** The name the file uses. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** What a point's {@code scale} counts in this case: the bookstore's purchases, or the trips. */
    public String scaleUnit() {
        return scaleUnit;
    }
}
