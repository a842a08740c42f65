package persistencebench.whitepaper.guide;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The decision guide read by contestant instead of by workload: one {@link ContestantProfile} per contestant the rows
 * name, in the order they first appear, each line taken from a row's standings and study-against-expert gaps, so a
 * profile claims nothing the table does not (fairness rule 10).
 */
public final class ContestantProfiles {

    private ContestantProfiles() {
    }

    public static List<ContestantProfile> of(List<GuideRow> rows) {
        Map<String, Builder> profiles = new LinkedHashMap<>();
        for (GuideRow row : rows) {
            for (Standing standing : row.standings()) {
                ContestantProfile.Claim claim = new ContestantProfile.Claim(row.workload(), row.evidence(), standing.contestant(), standing.detail());
                Builder profile = profiles.computeIfAbsent(standing.family(), Builder::new);
                switch (standing.position()) {
                    case LEADS -> profile.leads.add(claim);
                    case TIED_AT_TOP -> profile.tiedAtTop.add(claim);
                    case BEHIND -> profile.behind.add(claim);
                    case NOT_SEPARATED -> profile.notSeparated.add(claim);
                    case NO_INTERVAL -> profile.observed.add(claim);
                    case NOT_STEADY -> profile.unsteady.add(claim);
                }
            }
            for (UsageGap gap : row.gaps()) {
                Builder profile = profiles.computeIfAbsent(gap.family(), Builder::new);
                if (gap.differs()) {
                    profile.usage.add(new ContestantProfile.Claim(row.workload(), row.evidence(), gap.expert(), gap.claim()));
                } else {
                    profile.usageTies++;
                }
            }
        }
        return profiles.values().stream().map(Builder::build).toList();
    }

    private static final class Builder {
        private final String family;
        private final List<ContestantProfile.Claim> leads = new ArrayList<>();
        private final List<ContestantProfile.Claim> tiedAtTop = new ArrayList<>();
        private final List<ContestantProfile.Claim> behind = new ArrayList<>();
        private final List<ContestantProfile.Claim> notSeparated = new ArrayList<>();
        private final List<ContestantProfile.Claim> observed = new ArrayList<>();
        private final List<ContestantProfile.Claim> unsteady = new ArrayList<>();
        private final List<ContestantProfile.Claim> usage = new ArrayList<>();
        private int usageTies;

        private Builder(String family) {
            this.family = family;
        }

        private ContestantProfile build() {
            return new ContestantProfile(family, leads, tiedAtTop, behind, notSeparated, observed, unsteady, usage, usageTies);
        }
    }
}
