package persistencebench.whitepaper.guide;

import persistencebench.whitepaper.results.Estimate;

/**
 * Where one contestant stands on one workload of the decision guide: what its profile says of it there.
 *
 * @param family     the contestant the profile is about, every variant together ("JDBC on PostgreSQL")
 * @param contestant the variant as the guide names it ("JDBC · tuned")
 * @param position   what its interval lets us say
 * @param detail     its value, and where it is behind the factor over the fastest with its interval
 * @param value      its value in the row's own unit ({@link GuideRow#axis()} draws it), with its interval where it has one
 */
public record Standing(String family, String contestant, Position position, String detail, Estimate value) {

    /** What the intervals say of a contestant on a workload (fairness rule 10). */
    public enum Position {
        /** Ahead of every other contestant, its interval separated from the runner-up's. */
        LEADS,
        /** One of the leaders every pair of which is shown equal within the margin ({@link Ranking#leadersEqual()}). */
        TIED_AT_TOP,
        /** Its interval lies above the fastest's. */
        BEHIND,
        /** Ranked, but not separated from the fastest in a workload the run cannot decide. */
        NOT_SEPARATED,
        /**
         * Measured without an interval that supports a ranking (one unit, or several whose file gives no interval on the log
         * scale): an observation only, whatever its forks.
         */
        NO_INTERVAL,
        /** Measured, but not at steady state (a warm-up that never settled, a drift beyond its interval): never ranked. */
        NOT_STEADY
    }
}
