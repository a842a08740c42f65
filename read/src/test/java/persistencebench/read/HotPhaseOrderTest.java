package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.WarmUp;
import persistencebench.read.fork.ReadTask;
import persistencebench.read.fork.Temperature;
import persistencebench.read.plugin.QueryPhase;

class HotPhaseOrderTest {

    @Test
    void oddHotRoundsRunThePhasesInOrderAndEvenRoundsTheOnesAfterTheStudysInReverse() {
        List<QueryPhase> reversed = new ArrayList<>(Temperature.HOT.phases());
        Collections.reverse(reversed.subList(2, reversed.size()));
        assertThat(reversed.subList(0, 2)).containsExactly(QueryPhase.CUSTOMERS_PAGED, QueryPhase.PURCHASES_OF_FOREIGNERS);
        assertThat(hot(1).phases()).isEqualTo(Temperature.HOT.phases());
        assertThat(hot(2).phases()).isEqualTo(reversed);
        assertThat(hot(3).phases()).isEqualTo(Temperature.HOT.phases());
    }

    private static ReadTask hot(int round) {
        return ReadTask.hot("eclipsestore", "paper", TinyBookstore.parameters(), TinyBookstore.target("eclipsestore", "paper"), WarmUp.fixed(0), 1, round,
                null, null);
    }
}
