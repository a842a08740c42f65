package persistencebench.whitepaper.guide;

import java.util.List;

/**
 * One workload of the decision guide and what the result files let us say about it.
 *
 * @param workload     what is measured, e.g. "Bulk load"
 * @param evidence     the section that shows the numbers
 * @param coverage     what the row covers and nothing beyond: the data, durability class, CPUs and the engines its SQL
 *                     contestants ran on ({@link Coverage}); empty until {@link #covering} gives it
 * @param source       the run the row's values come from, as the footnote of the row's figure names it; empty until
 *                     {@link #covering} gives it
 * @param leaders      the winner, or the group shown equal to it within the margin; empty when the run cannot decide
 * @param decided      whether the selection of the fastest names one contestant, or a group shown equal
 * @param winner       the winner or the equal group with their values, or why the run cannot decide
 * @param runnerUp     the fastest contestant shown slower than some other, with its factor and interval, or why there is none
 * @param price        what the winner pays for it (heap, disk, start-up, CPU, what it cannot serve)
 * @param paperToTuned per framework, the study's way of using it against the expert's on this workload
 * @param standings    where each contestant stands on this workload, for the profiles and the row's figure
 * @param axis         the axis the row's figure draws the standings' values on
 * @param gaps         the study's way against the expert's per framework, for the profiles
 */
public record GuideRow(String workload, Evidence evidence, String coverage, String source, List<String> leaders, boolean decided,
                       String winner, String runnerUp, String price, String paperToTuned, List<Standing> standings, ForestAxis axis,
                       List<UsageGap> gaps) {

    public GuideRow {
        leaders = List.copyOf(leaders);
        standings = List.copyOf(standings);
        gaps = List.copyOf(gaps);
    }

    /** This row, saying what it covers and which run it comes from. */
    GuideRow covering(Coverage what) {
        return new GuideRow(workload, evidence, what.text(), what.source(), leaders, decided, winner, runnerUp, price, paperToTuned,
                standings, axis, gaps);
    }
}
