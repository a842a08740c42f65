package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Within a round, cells are grouped by server profile, starting with the one the server runs, so switches stay few. */
class RoundOrderTest {
    /** csv, microstream, jdbc paper, jdbc tuned, hibernate paper, hibernate tuned. */
    private static final List<String> PROFILES = Arrays.asList(null, null, "study", "tuned", "study", "tuned");
    private static final List<Integer> ALL = List.of(0, 1, 2, 3, 4, 5);

    @Test
    void cellsWithoutADatabaseKeepTheirPlacesAndTheOthersRunTheCurrentProfileFirstEachGroupInPlanOrder() {
        assertThat(RoundOrder.of(ALL, PROFILES::get, List.of("study"))).containsExactly(0, 1, 2, 4, 3, 5);
        assertThat(RoundOrder.of(ALL, PROFILES::get, List.of("tuned"))).containsExactly(0, 1, 3, 5, 2, 4);
        assertThat(RoundOrder.of(ALL, PROFILES::get, List.of("as found"))).as("an external server").containsExactly(0, 1, 2, 4, 3, 5);
        assertThat(RoundOrder.of(ALL, PROFILES::get, List.of())).containsExactly(0, 1, 2, 4, 3, 5);
        assertThat(RoundOrder.of(List.of(1, 3, 4), PROFILES::get, List.of("tuned"))).containsExactly(1, 3, 4);
        List<String> withTrailingStore = Arrays.asList("study", null, "tuned", "study", null);
        assertThat(RoundOrder.of(List.of(0, 1, 2, 3, 4), withTrailingStore::get, List.of("tuned"))).containsExactly(2, 1, 0, 3, 4);
    }

    @Test
    void theServerSwitchesOncePerRoundAndEveryCellRunsInEveryRound() {
        String current = "study";
        int switches = 0;
        for (int round = 0; round < 4; round++) {
            List<Integer> order = RoundOrder.of(ALL, PROFILES::get, List.of(current));
            assertThat(order).containsExactlyInAnyOrderElementsOf(ALL);
            for (int cell : order) {
                String profile = PROFILES.get(cell);
                if (profile != null && !profile.equals(current)) {
                    switches++;
                    current = profile;
                }
            }
        }
        assertThat(switches).isEqualTo(4);
        List<String> naive = new ArrayList<>();
        for (int round = 0; round < 4; round++) {
            PROFILES.stream().filter(p -> p != null).forEach(naive::add);
        }
        assertThat(changes(naive)).as("in plan order the server would switch at every SQL cell").isEqualTo(15);
    }

    private static int changes(List<String> sequence) {
        int changes = sequence.get(0).equals("study") ? 0 : 1;
        for (int i = 1; i < sequence.size(); i++) {
            changes += sequence.get(i).equals(sequence.get(i - 1)) ? 0 : 1;
        }
        return changes;
    }
}
