package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.List;
import org.junit.jupiter.api.Test;

public class MachineQuietnessTest {

    /**
     * A cell of three 10-second samples on 2 CPUs (60 CPU-seconds) during each of which others took {@code otherMillis}
     * and the hypervisor {@code stealMillis}, in fifths of which the tests' shares are reckoned ({@code 400} → 2,000 ms
     * of 20,000).
     */
    public static CellResult cell(String backend, long otherMillis, long stealMillis) {
        MachineActivity machine = new MachineActivity(10_000, otherMillis * 5, stealMillis * 5, 2, 2300.0);
        Sample sample = new Sample(null, 10_000, null, 9_500, null, null, null, null, null, machine);
        return new CellResult(backend, "tuned", "store", null).samples(List.of(sample, sample, sample));
    }

    @Test
    void aQuietRunIsPublishable() {
        MachineQuietness quietness = MachineQuietness.of(List.of(cell("jdbc", 20, 0), cell("hibernate", 0, 10))).orElseThrow();
        assertThat(quietness.samples()).isEqualTo(6);
        assertThat(quietness.sampleSeconds()).isEqualTo(60.0);
        assertThat(quietness.otherCpuShare()).isCloseTo(60.0 / 24_000, offset(1e-12));
        assertThat(quietness.stealShare()).isCloseTo(30.0 / 24_000, offset(1e-12));
        assertThat(quietness.draftReason()).isEmpty();
        assertThat(quietness.cpuMHz()).containsExactly(2300.0, 2300.0);
    }

    @Test
    void othersTakingMoreThanTheLimitMakeTheRunADraftThatSaysHowMuch() {
        // others take 600 ms of each 4,000 ms of CPU capacity in the busy cell: 15 %; over both cells 7.5 %
        MachineQuietness quietness = MachineQuietness.of(List.of(cell("jdbc", 0, 0), cell("hibernate", 400, 200))).orElseThrow();
        assertThat(quietness.share()).isCloseTo(0.075, offset(1e-12));
        assertThat(quietness.busiestCell()).isEqualTo("hibernate/tuned/store");
        assertThat(quietness.busiestCellShare()).isCloseTo(0.15, offset(1e-12));
        assertThat(quietness.draftReason()).hasValueSatisfying(reason -> assertThat(reason)
                .contains("7.5 %", "other processes 5.0 %", "the hypervisor 2.5 %", "5 %"));
    }

    @Test
    void oneBusyCellIsNotHiddenByAQuietRun() {
        MachineQuietness quietness = MachineQuietness.of(List.of(cell("jdbc", 0, 0), cell("rocksdb", 0, 0), cell("lmdb", 0, 0),
                cell("mapdb", 0, 0), cell("hibernate", 400, 200))).orElseThrow();
        assertThat(quietness.share()).isCloseTo(0.03, offset(1e-12));
        assertThat(quietness.draftReason()).hasValue("the machine was not quiet during hibernate/tuned/store: others took 15.0 % of"
                + " its CPU time during that cell's samples, more than the 5 % a published run allows");
    }

    @Test
    void aSampleCanReadATickBelowZeroAndOnlyTheSumIsClamped() {
        MachineQuietness quietness = MachineQuietness.of(List.of(cell("jdbc", -10, 0), cell("hibernate", 30, 0))).orElseThrow();
        assertThat(quietness.otherCpuShare()).isCloseTo(60.0 / 24_000, offset(1e-12));
        assertThat(MachineQuietness.of(List.of(cell("jdbc", -10, 0))).orElseThrow().otherCpuShare()).isZero();
    }

    @Test
    void cellsWithoutMachineReadingsGiveNoVerdict() {
        CellResult unread = new CellResult("jdbc", "tuned", "store", null)
                .samples(List.of(new Sample(null, 5.0, null, 1, null, null, null, null, null, null)));
        assertThat(MachineQuietness.of(List.of(unread))).isEmpty();
    }
}
