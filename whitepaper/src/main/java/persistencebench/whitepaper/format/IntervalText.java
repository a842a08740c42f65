package persistencebench.whitepaper.format;

import persistencebench.harness.measure.BestOf;
import persistencebench.harness.measure.ConfidenceInterval;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Verdict;

import java.util.Optional;
import java.util.function.DoubleFunction;

/**
 * How a value and its 95 % interval ({@link Estimate}) are printed in tables, findings and chart labels:
 * "12.300 s (11.900–12.800, 3 forks)", a table's "11.900–12.800 (3 forks)", a factor "2.6 × (2.1–3.4)"; a value without
 * an interval says that it rests on one unit, so no one reads it as certain.
 */
public final class IntervalText {

    private IntervalText() {
    }

    /** "3 forks", "1 fork", "5 fresh JVMs". */
    public static String units(Estimate estimate) {
        return estimate.units() + " " + estimate.unit() + (estimate.units() == 1 ? "" : "s");
    }

    /** "one fork", "one fresh JVM": what a value without an interval rests on. */
    public static String oneUnit(Estimate estimate) {
        return "one " + estimate.unit();
    }

    /**
     * Why a value has no interval: "one fork: no interval"; or, where it rests on more units but on a file written before
     * intervals were geometric (a ratio or slope of such cells), "3 forks: no interval on the log scale".
     */
    public static String noInterval(Estimate estimate) {
        return estimate.units() < 2 ? oneUnit(estimate) + ": no interval" : units(estimate) + ": no interval on the log scale";
    }

    /** "12.300 s (11.900–12.800, 3 forks)", or "12.300 s (one fork: no interval)"; {@code unit} may be empty. */
    public static String of(Estimate estimate, DoubleFunction<String> number, String unit) {
        String value = number.apply(estimate.value()) + (unit.isEmpty() ? "" : " " + unit);
        return value + " (" + estimate.interval().map(ci -> range(ci, number) + ", " + units(estimate))
                .orElse(noInterval(estimate)) + ")";
    }

    /** For a table column beside the median: "11.900–12.800 (3 forks)", "none: one fork" or "none on the log scale (3 forks)". */
    public static String bounds(Estimate estimate, DoubleFunction<String> number) {
        return estimate.interval().map(ci -> range(ci, number) + " (" + units(estimate) + ")")
                .orElse(estimate.units() < 2 ? "none: " + oneUnit(estimate) : "none on the log scale (" + units(estimate) + ")");
    }

    /** A ratio of two values, two significant digits: "2.6 × (2.1–3.4)", or "2.6 × (no interval)". */
    public static String factor(Estimate ratio) {
        int digits = separatingDigits(ratio);
        return Quantities.significant(ratio.value(), digits) + " × (" + ratio.interval()
                .map(ci -> range(ci, v -> Quantities.significant(v, digits))).orElse("no interval") + ")";
    }

    /**
     * Two significant digits, or up to four where fewer would print an interval that excludes 1 with an end of "1.0", which
     * reads as a tie: 1.02 × (1.004–1.05) rather than 1.0 × (1.0–1.1).
     */
    private static int separatingDigits(Estimate ratio) {
        Optional<ConfidenceInterval> interval = ratio.interval();
        if (interval.isEmpty() || !differs(ratio)) {
            return 2;
        }
        double end = ratio.above(1) ? interval.get().low() : interval.get().high();
        int digits = 2;
        while (digits < 4 && Double.parseDouble(Quantities.significant(end, digits).replace(",", "")) == 1.0) {
            digits++;
        }
        return digits;
    }

    /**
     * A ratio as a claim, by its {@link Verdict}: "2.6 × (2.1–3.4)" where its interval excludes 1, "equal within ±10 %
     * (1.02 ×, 0.97–1.07)" where it lies inside the margin, "not resolved by this run (1.1 ×, 0.9–1.3)" otherwise, "1.1 ×
     * (one fork: no interval, no claim)" without one.
     */
    public static String factorOrTie(Estimate ratio) {
        return switch (Verdict.ofRatio(ratio)) {
            case NO_INTERVAL -> Quantities.significant(ratio.value(), 2) + " × (" + noClaim(ratio) + ")";
            case LOWER, HIGHER -> factor(ratio);
            case EQUAL -> "equal within " + equivalenceMargin() + " (" + tie(ratio) + ")";
            case NOT_RESOLVED -> Verdict.NOT_RESOLVED_TEXT + " (" + tie(ratio) + ")";
        };
    }

    /**
     * A ratio of a value to {@code what}, as a claim: "1.3 × (1.1–1.5) PostgreSQL's rate", "equal within ±10 % to
     * PostgreSQL's rate: 1.0 × (0.97–1.04)", "not resolved by this run against PostgreSQL's rate: 1.1 × (0.9–1.3)", or
     * "1.1 × PostgreSQL's rate, one fork: no interval, no claim".
     */
    public static String factorOf(Estimate ratio, String what) {
        return switch (Verdict.ofRatio(ratio)) {
            case NO_INTERVAL -> Quantities.significant(ratio.value(), 2) + " × " + what + ", " + noClaim(ratio);
            case LOWER, HIGHER -> factor(ratio) + " " + what;
            case EQUAL -> "equal within " + equivalenceMargin() + " to " + what + ": " + factor(ratio);
            case NOT_RESOLVED -> Verdict.NOT_RESOLVED_TEXT + " against " + what + ": " + factor(ratio);
        };
    }

    /** "±10 %": the margin within which two values are called equal ({@link BestOf#EQUIVALENCE_MARGIN}). */
    public static String equivalenceMargin() {
        return "±" + Math.round((BestOf.EQUIVALENCE_MARGIN - 1) * 100) + " %";
    }

    private static boolean differs(Estimate ratio) {
        return Verdict.ofRatio(ratio).separates();
    }

    private static String tie(Estimate ratio) {
        return Quantities.significant(ratio.value(), 2) + " ×, " + range(ratio.interval().orElseThrow(), v -> Quantities.significant(v, 2));
    }

    private static String noClaim(Estimate ratio) {
        return noInterval(ratio) + ", no claim";
    }

    /** A ratio as a percentage: "46 % (40–52 %)", "46 % (31 % or more)", or "46 % (no interval)". */
    public static String percent(Estimate ratio) {
        Estimate percent = ratio.times(100);
        return Quantities.significant(percent.value(), 2) + " % (" + percent.interval()
                .map(ci -> Double.isInfinite(ci.high()) ? range(ci, v -> Quantities.significant(v, 2) + " %")
                        : range(ci, v -> Quantities.significant(v, 2)) + " %").orElse("no interval") + ")";
    }

    /**
     * "11.9–12.8"; for an interval without an upper end (the reciprocal of one that reaches zero) "11.9 or more", or
     * "unbounded" when it has no lower end either (a ratio from zero says nothing); for one without a lower end (the
     * logarithm of a ratio from zero) "up to 12.8".
     */
    private static String range(ConfidenceInterval interval, DoubleFunction<String> number) {
        if (Double.isInfinite(interval.high())) {
            boolean lowerEnd = interval.low() != 0 && Double.isFinite(interval.low());
            return lowerEnd ? number.apply(interval.low()) + " or more" : "unbounded";
        }
        if (Double.isInfinite(interval.low())) {
            return "up to " + number.apply(interval.high());
        }
        return number.apply(interval.low()) + "–" + number.apply(interval.high());
    }
}
