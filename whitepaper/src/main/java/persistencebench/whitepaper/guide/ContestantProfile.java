package persistencebench.whitepaper.guide;

import java.util.List;

/**
 * What the decision guide's rows say of one contestant, every variant together: where it leads, where it is equal at the
 * top, where it is behind and by how much, where the run cannot separate it, what it measured without an interval that
 * supports a ranking, what it measured not at steady state, and where the way it is used (study's variant against the
 * expert's) made a difference.
 *
 * @param family       the contestant ("JDBC on PostgreSQL", "MicroStream", "RocksDB")
 * @param leads        workloads where one of its variants is ahead of every other contestant
 * @param tiedAtTop    workloads where one of its variants is among leaders shown equal, ahead of the rest
 * @param behind       workloads where a variant of it is separated from the fastest, with the factor
 * @param notSeparated workloads the run does not resolve, where it may be the fastest
 * @param observed     values without an interval that supports a ranking (measured once, or a cell of several forks
 *                     whose file gives no interval on the log scale), which decide nothing
 * @param unsteady     values measured not at steady state, whatever their forks, which decide nothing
 * @param usage        workloads where its study variant and an expert variant differ beyond their intervals
 * @param usageTies    how many of its study-against-expert comparisons are not resolved by this run or without an interval
 */
public record ContestantProfile(String family, List<Claim> leads, List<Claim> tiedAtTop, List<Claim> behind, List<Claim> notSeparated,
                                List<Claim> observed, List<Claim> unsteady, List<Claim> usage, int usageTies) {

    public ContestantProfile {
        leads = List.copyOf(leads);
        tiedAtTop = List.copyOf(tiedAtTop);
        behind = List.copyOf(behind);
        notSeparated = List.copyOf(notSeparated);
        observed = List.copyOf(observed);
        unsteady = List.copyOf(unsteady);
        usage = List.copyOf(usage);
    }

    /**
     * One line of a profile.
     *
     * @param workload   the guide row's workload
     * @param evidence   the section behind it
     * @param contestant the variant it is about, as the guide names it
     * @param detail     the value, factor or claim
     */
    public record Claim(String workload, Evidence evidence, String contestant, String detail) {
    }
}
