package persistencebench.write.singleops;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import persistencebench.write.singleops.SingleOp.Kind;

/** The plan is a pure function of its seed, trip count and operation count, and every operation acts on a trip the store then holds. */
class SingleOpsPlanTest {
    private static final SingleOpsPlan PLAN = new SingleOpsPlan(20, 10_000, 1_000);

    @Test
    void theSameSettingsGiveTheSameOperationsAndAnotherSeedOthers() {
        assertThat(PLAN.sequence()).isEqualTo(new SingleOpsPlan(20, 10_000, 1_000).sequence());
        assertThat(new SingleOpsPlan(21, 10_000, 1_000).sequence().get(SingleOpsPhase.FIND)).isNotEqualTo(PLAN.sequence().get(SingleOpsPhase.FIND));
    }

    @Test
    void everyPhaseRunsItsOperationsInOrder() {
        Map<SingleOpsPhase, List<SingleOp>> sequence = PLAN.sequence();
        assertThat(sequence.keySet()).containsExactly(SingleOpsPhase.values());
        sequence.values().forEach(operations -> assertThat(operations).hasSize(1_000));
        assertThat(sequence.get(SingleOpsPhase.INSERT)).extracting(SingleOp::id).containsExactlyElementsOf(
                java.util.stream.LongStream.rangeClosed(10_001, 11_000).boxed().toList());
        assertThat(sequence.get(SingleOpsPhase.INSERT)).allMatch(op -> op.kind() == Kind.INSERT && op.trip() != null);
        assertThat(sequence.get(SingleOpsPhase.INSERT)).as("some inserted trips have the TLC blanks")
                .anyMatch(op -> op.trip().congestionSurcharge() == null).anyMatch(op -> op.trip().congestionSurcharge() != null);
        assertThat(sequence.get(SingleOpsPhase.FIND)).allMatch(op -> op.kind() == Kind.READ);
        assertThat(sequence.get(SingleOpsPhase.UPDATE)).allMatch(op -> op.kind() == Kind.UPDATE && op.fareAmount() >= 2.5);
        assertThat(sequence.get(SingleOpsPhase.DELETE)).allMatch(op -> op.kind() == Kind.DELETE)
                .extracting(SingleOp::id).as("distinct stored ids").doesNotHaveDuplicates().allMatch(id -> id >= 1 && id <= 10_000);
        assertThat(sequence.get(SingleOpsPhase.MIX_C)).allMatch(op -> op.kind() == Kind.READ);
    }

    @Test
    void theMixesHaveYcsbsReadSharesAndNeverTouchADeletedTrip() {
        Map<SingleOpsPhase, List<SingleOp>> sequence = PLAN.sequence();
        Set<Long> deleted = new HashSet<>(sequence.get(SingleOpsPhase.DELETE).stream().map(SingleOp::id).toList());
        for (SingleOpsPhase mix : List.of(SingleOpsPhase.MIX_A, SingleOpsPhase.MIX_B, SingleOpsPhase.MIX_C)) {
            List<SingleOp> operations = sequence.get(mix);
            assertThat(operations).extracting(SingleOp::id).as(mix.key()).noneMatch(deleted::contains).allMatch(id -> id >= 1 && id <= 10_000);
            double reads = operations.stream().filter(op -> op.kind() == Kind.READ).count() / (double) operations.size();
            assertThat(reads).as(mix.key()).isBetween(mix.readShare() - 0.05, mix.readShare() + 0.05);
        }
    }

    @Test
    void zipfianKeysRepeatTheHotTrips() {
        long distinct = PLAN.sequence().get(SingleOpsPhase.FIND).stream().map(SingleOp::id).distinct().count();
        assertThat(distinct).as("a skewed choice reads some trips many times").isLessThan(800);
    }

    @Test
    void refusesAStoreWithNoMoreTripsThanAPhaseHasOperations() {
        assertThatThrownBy(() -> new SingleOpsPlan(20, 100, 100)).hasMessageContaining("more stored trips than operations per phase");
    }
}
