package persistencebench.whitepaper.guide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.whitepaper.Fixtures;

/**
 * A profile says of its contestant exactly what the guide's rows say: it leads or is tied at the top only where the row
 * names it among the leaders, it is behind only with the factor its interval supports, and values measured once stay
 * observations.
 */
class ContestantProfilesTest {

    @TempDir
    Path dir;

    @Test
    void aProfileClaimsTheTopOnlyWhereTheGuideNamesItAmongTheLeaders() {
        List<GuideRow> rows = DecisionGuide.rows(Fixtures.loadBoth(dir));
        List<ContestantProfile> profiles = ContestantProfiles.of(rows);

        assertThat(profiles).extracting(ContestantProfile::family)
                .contains("JDBC on PostgreSQL", "Hibernate on PostgreSQL", "MicroStream", "EclipseStore")
                .as("a floor persists nothing and gets no profile").doesNotContain("CSV load only", "In-memory")
                .doesNotHaveDuplicates();
        for (ContestantProfile profile : profiles) {
            for (ContestantProfile.Claim claim : concat(profile.leads(), profile.tiedAtTop())) {
                GuideRow row = rows.stream().filter(r -> r.workload().equals(claim.workload())).findFirst().orElseThrow();
                assertThat(row.decided()).isTrue();
                assertThat(row.leaders()).contains(claim.contestant());
            }
        }
        ContestantProfile jdbc = profile(profiles, "JDBC on PostgreSQL");
        assertThat(jdbc.tiedAtTop()).extracting(ContestantProfile.Claim::workload).as("its group is not separated from the runner-up")
                .doesNotContain("Bulk load of the trips");
        assertThat(jdbc.notSeparated()).extracting(ContestantProfile.Claim::workload).contains("Bulk load of the trips");
        assertThat(jdbc.behind()).filteredOn(claim -> claim.workload().equals("Bulk load of the trips"))
                .extracting(ContestantProfile.Claim::contestant, ContestantProfile.Claim::detail)
                .contains(tuple("JDBC · paper", "4.5 × (3.8–5.3) the fastest's time (fastest: JDBC · tuned)"));
        assertThat(jdbc.usage()).extracting(ContestantProfile.Claim::workload, ContestantProfile.Claim::detail)
                .contains(tuple("Bulk load of the trips", "4.5 × (3.8–5.3)"));
    }

    @Test
    void valuesMeasuredOnceAreObservationsAndNeverALeadOrALag() {
        List<ContestantProfile> profiles = ContestantProfiles.of(DecisionGuide.rows(Fixtures.loadBoth(dir)));

        ContestantProfile jdbc = profile(profiles, "JDBC on PostgreSQL");
        assertThat(jdbc.observed()).extracting(ContestantProfile.Claim::workload)
                .anySatisfy(workload -> assertThat(workload).startsWith("Bytes on disk per stored trip"));
        assertThat(jdbc.observed()).extracting(ContestantProfile.Claim::detail).contains("the lowest observed, 872 bytes");
        for (ContestantProfile profile : profiles) {
            assertThat(concat(profile.leads(), concat(profile.tiedAtTop(), profile.behind())))
                    .extracting(ContestantProfile.Claim::workload)
                    .noneSatisfy(workload -> assertThat(workload).startsWith("Bytes on disk per stored trip"));
        }
    }

    private static ContestantProfile profile(List<ContestantProfile> profiles, String family) {
        return profiles.stream().filter(p -> p.family().equals(family)).findFirst().orElseThrow();
    }

    private static List<ContestantProfile.Claim> concat(List<ContestantProfile.Claim> a, List<ContestantProfile.Claim> b) {
        return Stream.concat(a.stream(), b.stream()).toList();
    }
}
