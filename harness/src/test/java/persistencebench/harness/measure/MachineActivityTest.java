package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import persistencebench.harness.testing.Slow;

@Slow
class MachineActivityTest {

    /** Spins one CPU for the given seconds in a process of the run (a child) or outside it (a child's orphan, adopted by init). */
    private static Process spin(double seconds, boolean outsideTheRun) throws Exception {
        String loop = "end=$(( $(date +%s%N) + " + (long) (seconds * 1e9) + " )); while [ $(date +%s%N) -lt $end ]; do :; done";
        String command = outsideTheRun ? "(" + loop + ") > /dev/null 2>&1 &" : loop;
        return new ProcessBuilder("sh", "-c", command).start();
    }

    @Test
    @Timeout(30)
    void aProcessOutsideTheRunIsCountedAsOtherCpuAndOneInsideItIsNot() throws Exception {
        MachineActivity.Reading before = MachineActivity.read();
        Process orphanParent = spin(1.5, true);
        orphanParent.waitFor(5, TimeUnit.SECONDS);
        Thread.sleep(1_700);
        MachineActivity.Reading after = MachineActivity.read();
        MachineActivity outside = after.since(before);

        assertThat(outside).isNotNull();
        assertThat(outside.cpus()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(outside.windowMillis()).isGreaterThanOrEqualTo(1_700);
        assertThat(outside.otherCpuMillis()).as("a spinning process outside the run, 1.5 s").isGreaterThanOrEqualTo(500);

        MachineActivity.Reading childBefore = MachineActivity.read();
        Process child = spin(1.5, false);
        assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();
        MachineActivity.Reading childAfter = MachineActivity.read();
        assertThat(childAfter.runTicks() - childBefore.runTicks()).as("the run's own child, reaped: its CPU is the run's")
                .isGreaterThanOrEqualTo(50);
    }

    @Test
    void aMissingReadingGivesNoActivity() {
        assertThat(MachineActivity.read().since(MachineActivity.Reading.NONE)).isNull();
    }
}
