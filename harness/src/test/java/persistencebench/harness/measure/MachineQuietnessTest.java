package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

public class MachineQuietnessTest {

    /** A cell of two 1-second samples on 2 CPUs during which others took {@code otherMillis} and the hypervisor {@code stealMillis}. */
    public static CellResult cell(String backend, long otherMillis, long stealMillis) {
        MachineActivity machine = new MachineActivity(1_000, otherMillis, stealMillis, 2, 2300.0);
        Sample sample = new Sample(null, 1_000, null, 900, null, null, null, null, null, machine);
        return new CellResult(backend, "tuned", "store", null).samples(List.of(sample, sample));
    }

    @Test
    void aQuietRunIsPublishable() {
        MachineQuietness quietness = MachineQuietness.of(List.of(cell("jdbc", 20, 0), cell("hibernate", 0, 10))).orElseThrow();
        assertThat(quietness.samples()).isEqualTo(4);
        assertThat(quietness.sampleSeconds()).isEqualTo(4.0);
        assertThat(quietness.otherCpuShare()).isEqualTo(40.0 / 8_000);
        assertThat(quietness.stealShare()).isEqualTo(20.0 / 8_000);
        assertThat(quietness.draftReason()).isEmpty();
        assertThat(quietness.cpuMHz()).containsExactly(2300.0, 2300.0);
    }

    @Test
    void othersTakingMoreThanTheLimitMakeTheRunADraftThatSaysHowMuch() {
        // others take 300 ms of each 2,000 ms of CPU capacity in the busy cell: 15 %; over both cells 7.5 %
        MachineQuietness quietness = MachineQuietness.of(List.of(cell("jdbc", 0, 0), cell("hibernate", 200, 100))).orElseThrow();
        assertThat(quietness.share()).isCloseTo(0.075, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(quietness.busiestCell()).isEqualTo("hibernate/tuned/store");
        assertThat(quietness.busiestCellShare()).isCloseTo(0.15, org.assertj.core.data.Offset.offset(1e-12));
        assertThat(quietness.draftReason()).hasValueSatisfying(reason -> assertThat(reason)
                .contains("7.5 %", "other processes 5.0 %", "the hypervisor 2.5 %", "5 %"));
    }

    @Test
    void cellsWithoutMachineReadingsGiveNoVerdict() {
        CellResult unread = new CellResult("jdbc", "tuned", "store", null)
                .samples(List.of(new Sample(null, 5.0, null, 1, null, null, null, null, null, null)));
        assertThat(MachineQuietness.of(List.of(unread))).isEmpty();
    }
}
