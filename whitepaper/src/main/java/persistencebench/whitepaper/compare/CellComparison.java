package persistencebench.whitepaper.compare;

import persistencebench.harness.plan.CellClass;
import persistencebench.whitepaper.results.Estimate;
import persistencebench.whitepaper.results.Verdict;

/**
 * One cell both runs measured, set side by side: each run's value (a time: a write's load, a read's sample, a concurrent
 * cell's time per operation) with its 95 % interval, the second's over the first's with Welch's interval on the log
 * scale, and the verdict the white paper gives that ratio ({@link Verdict}: {@code LOWER} means the second run was
 * faster). A cell that either run measured not at steady state gets no verdict, as it is never ranked in the white paper.
 *
 * @param run       the kind of run the cell belongs to ({@code write}, {@code read})
 * @param id        the cell's id, the same in both files
 * @param cellClass what kind of cell it is
 * @param first     its value in the first run
 * @param second    its value in the second run
 * @param ratio     {@code second} over {@code first}
 * @param verdict   what the ratio's interval shows
 * @param steady    whether both runs measured the cell at steady state; without it, {@code verdict} claims nothing
 */
public record CellComparison(String run, String id, CellClass cellClass, Estimate first, Estimate second, Estimate ratio, Verdict verdict,
                             boolean steady) {

    static CellComparison of(String run, String id, CellClass cellClass, Estimate first, Estimate second, boolean steady) {
        Estimate ratio = second.over(first);
        return new CellComparison(run, id, cellClass, first, second, ratio, Verdict.ofRatio(ratio), steady);
    }
}
