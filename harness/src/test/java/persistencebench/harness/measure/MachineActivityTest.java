package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import persistencebench.harness.testing.Slow;

@Slow
class MachineActivityTest {

    @Test
    @Timeout(30)
    void aChildOfTheRunIsTheRunsAndAProcessItLeftToInitIsNot() throws Exception {
        Process child = new ProcessBuilder("sleep", "30").start();
        Process shell = new ProcessBuilder("sh", "-c", "sleep 30 > /dev/null 2>&1 & echo $!").start();
        long orphan = Long.parseLong(new String(shell.getInputStream().readAllBytes()).trim());
        try {
            assertThat(shell.waitFor(10, TimeUnit.SECONDS)).isTrue();
            assertThat(RunProcesses.members()).contains(ProcessHandle.current().pid(), child.pid()).doesNotContain(orphan);
        } finally {
            child.destroy();
            ProcessHandle.of(orphan).ifPresent(ProcessHandle::destroy);
        }
    }

    @Test
    void othersCpuIsTheMachinesLessTheRunsSignedAndInMillis() {
        MachineActivity.Reading before = new MachineActivity.Reading(1_000_000_000L, 500, 7, 300, 2);
        MachineActivity busy = new MachineActivity.Reading(3_000_000_000L, 700, 9, 350, 2).since(before);
        assertThat(busy).isEqualTo(new MachineActivity(2_000.0, 1_500, 20, 2, busy.cpuMHz()));

        MachineActivity aTickApart = new MachineActivity.Reading(3_000_000_000L, 520, 7, 321, 2).since(before);
        assertThat(aTickApart.otherCpuMillis()).as("the run's counter ticked once more than the machine's").isEqualTo(-10);
    }

    @Test
    void aMachineReadingCountsItsCpusAndAMissingOneGivesNoActivity() {
        MachineActivity.Reading now = MachineActivity.read();
        assertThat(now.cpus()).isEqualTo(Runtime.getRuntime().availableProcessors());
        assertThat(now.since(MachineActivity.Reading.NONE)).isNull();
    }
}
