package persistencebench.harness.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which of k contestants may be the fastest (docs/method.md, "Claims"): a subset selection in the spirit of Hsu's
 * multiple comparisons with the best. A contestant is out when some other is shown faster by a one-sided Welch test on
 * the log scale ({@link LogRatio}) at {@code 2.5 % / (k − 1)}; the contestants left are the candidates. The truly
 * fastest can only be put out by one of the k − 1 tests that have it on the slower side, each wrong at most
 * {@code 2.5 % / (k − 1)} of the time, so it is among the candidates with at least 97.5 % confidence (as far as Welch's
 * t is exact: with two to five units a side it is only approximately so). Half the usual 5 % on purpose: with two
 * contestants the selection is then exactly the pairwise verdict's two-sided 95 % test, so no table names a fastest
 * that the pairwise comparison leaves unresolved. Smaller is better: give times, not throughputs.
 */
public final class BestOf {
    /** The error rate the selection is built from: the one-sided tests share half of it, {@code ALPHA / 2 / (k − 1)}. */
    public static final double ALPHA = 0.05;
    /**
     * The margin within which two values are called equal: the 95 % interval of their ratio inside 1 / 1.1 to 1.1, two
     * one-sided tests at 2.5 % each (docs/method.md, "Claims", says why 10 %). Anything short of that is "not resolved",
     * never "equal".
     */
    public static final double EQUIVALENCE_MARGIN = 1.10;

    private final List<? extends LogScale> contestants;
    private final List<Integer> candidates;
    private final List<Optional<Integer>> eliminators;

    private BestOf(List<? extends LogScale> contestants, List<Integer> candidates, List<Optional<Integer>> eliminators) {
        this.contestants = contestants;
        this.candidates = candidates;
        this.eliminators = eliminators;
    }

    /** The selection among {@code times}, each a contestant with two units or more. */
    public static BestOf of(List<? extends LogScale> times) {
        if (times.stream().anyMatch(t -> t.units() < 2)) {
            throw new IllegalArgumentException("every contestant of a selection needs two units or more");
        }
        double alpha = oneSidedAlpha(times.size());
        List<Integer> candidates = new ArrayList<>();
        List<Optional<Integer>> eliminators = new ArrayList<>();
        for (int i = 0; i < times.size(); i++) {
            // of those shown faster, the one shown so by the widest margin: the comparison a reader is given
            Integer strongest = null;
            double strongestBound = 1;
            for (int j = 0; j < times.size(); j++) {
                if (j == i) {
                    continue;
                }
                Optional<LogRatio> ratio = LogRatio.of(times.get(i), times.get(j));
                double bound = ratio.map(r -> r.lowerBound(alpha)).orElse(1.0);
                if (bound > strongestBound) {
                    strongest = j;
                    strongestBound = bound;
                }
            }
            if (strongest == null) {
                candidates.add(i);
            }
            eliminators.add(Optional.ofNullable(strongest));
        }
        return new BestOf(List.copyOf(times), List.copyOf(candidates), List.copyOf(eliminators));
    }

    /** The error of each one-sided test among {@code contestants}: {@code ALPHA / 2 / (k − 1)}. */
    public static double oneSidedAlpha(int contestants) {
        return ALPHA / 2 / Math.max(1, contestants - 1);
    }

    /** The indices of the contestants that may be the fastest, in the order given; never empty for contestants. */
    public List<Integer> candidates() {
        return candidates;
    }

    /**
     * The contestant shown faster than contestant {@code index} by the widest margin, the one that put it out; empty for
     * a candidate. Its 95 % ratio interval against {@code index} excludes 1, since the test that put it out was stricter.
     */
    public Optional<Integer> eliminator(int index) {
        return eliminators.get(index);
    }

    /** Whether exactly one candidate is left: the fastest, decided. */
    public boolean decided() {
        return candidates.size() == 1;
    }

    /**
     * Whether two candidates or more are left and every pair of them is equal within {@link #EQUIVALENCE_MARGIN} by
     * {@link LogRatio#equivalentWithin} at 95 %. Every pair must pass its own test (an intersection–union test); the
     * candidates were chosen from the same data, so the claim "these are the fastest and equal" carries the selection's
     * error and the equivalence tests' together (docs/method.md, "Claims").
     */
    public boolean candidatesEqual() {
        if (candidates.size() < 2) {
            return false;
        }
        for (int a = 0; a < candidates.size(); a++) {
            for (int b = a + 1; b < candidates.size(); b++) {
                boolean equal = LogRatio.of(contestants.get(candidates.get(a)), contestants.get(candidates.get(b)))
                        .map(ratio -> ratio.equivalentWithin(EQUIVALENCE_MARGIN, 1 - ALPHA)).orElse(false);
                if (!equal) {
                    return false;
                }
            }
        }
        return true;
    }
}
