package persistencebench.whitepaper.guide;

/**
 * One framework's study variant against one expert variant on one workload question (see {@link UsageGain}).
 *
 * @param family  the contestant the profile is about ("Hibernate on PostgreSQL")
 * @param expert  the expert variant as the guide names it
 * @param claim   the study variant's time over the expert's, as a claim ("3.1 × (2.8–3.4)", "not resolved by this run (…)")
 * @param differs whether the ratio's interval excludes 1, so the way of use made a difference here
 */
public record UsageGap(String family, String expert, String claim, boolean differs) {

    /** The guide's column: "Hibernate 3.1 × (2.8–3.4); JDBC not resolved by this run (…)". */
    String text() {
        return expert + " " + claim;
    }
}
