package persistencebench.whitepaper.document;

import persistencebench.whitepaper.format.IntervalText;
import persistencebench.whitepaper.guide.ContestantProfile;
import persistencebench.whitepaper.guide.ContestantProfiles;
import persistencebench.whitepaper.guide.DecisionGuide;
import persistencebench.whitepaper.results.AvailableResults;

import java.util.List;
import java.util.function.Function;

/**
 * One profile per contestant after the decision guide's table ({@link ContestantProfiles}): when to choose it (where it
 * leads or is equal at the top), when not (where it is behind, by how much), what the run cannot say, and where how it
 * is used mattered. Every line is the table's own finding read by contestant.
 */
final class ProfilesSection {

    private ProfilesSection() {
    }

    static String of(AvailableResults results) {
        List<ContestantProfile> profiles = ContestantProfiles.of(DecisionGuide.rows(results));
        if (profiles.isEmpty()) {
            return "No result file of this edition names a contestant the guide covers.\n";
        }
        StringBuilder out = new StringBuilder("The table above, read by contestant: each profile gathers every variant of one backend"
                + " (on one database for the SQL backends). \"Leads on\" and \"Behind the fastest on\" rest on the selection of the"
                + " fastest and its 95 % ratio intervals, \"Equal at the top on\" on an equivalence test within "
                + IntervalText.equivalenceMargin() + ";"
                + " \"Not resolved\" lists workloads the run cannot decide. Values without an interval that supports a ranking, each"
                + " saying how many forks or fresh JVMs it rests on, and values not at steady state are observations and decide nothing."
                + " The last list names the workloads where the study's way of using a framework and the expert's differ by a 95 %"
                + " ratio interval that excludes 1.\n\n");
        for (ContestantProfile profile : profiles) {
            out.append("==== ").append(profile.family()).append("\n\n");
            list(out, "Leads on", profile.leads(), ProfilesSection::claim);
            list(out, "Equal at the top on", profile.tiedAtTop(), ProfilesSection::claim);
            list(out, "Behind the fastest on", profile.behind(), ProfilesSection::claim);
            list(out, "Not resolved against the fastest (the run cannot decide)", profile.notSeparated(), ProfilesSection::workload);
            list(out, "Observed without an interval that supports a ranking", profile.observed(), ProfilesSection::claim);
            list(out, "Observed not at steady state", profile.unsteady(), ProfilesSection::claim);
            list(out, "How it is used mattered", profile.usage(), ProfilesSection::usage);
            if (profile.leads().isEmpty() && profile.tiedAtTop().isEmpty() && profile.behind().isEmpty()) {
                out.append("This run supports no ranking claim about it.\n\n");
            }
            if (profile.usageTies() > 0) {
                out.append("The run does not resolve its study and expert variants apart, or has no interval for them, on ")
                        .append(profile.usageTies()).append(profile.usageTies() == 1 ? " comparison" : " comparisons").append(".\n\n");
            }
        }
        return out.toString();
    }

    private static void list(StringBuilder out, String title, List<ContestantProfile.Claim> claims,
                             Function<ContestantProfile.Claim, String> line) {
        if (claims.isEmpty()) {
            return;
        }
        out.append(".").append(title).append("\n");
        claims.forEach(claim -> out.append("* ").append(line.apply(claim)).append("\n"));
        out.append("\n");
    }

    private static String claim(ContestantProfile.Claim claim) {
        return workload(claim) + ": " + claim.contestant() + ", " + claim.detail();
    }

    private static String usage(ContestantProfile.Claim claim) {
        return workload(claim) + ": the study's approach over the expert's (" + claim.contestant() + "): " + claim.detail();
    }

    private static String workload(ContestantProfile.Claim claim) {
        return "<<" + claim.evidence().anchor() + "," + claim.workload() + ">>";
    }
}
