package persistencebench.harness.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The main job's progress line across its steps, with a clock the test moves. */
class JobProgressTest {
    private static final String STEPS = "write,read,whitepaper";

    @TempDir
    Path results;
    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8);

    @Test
    void outsideTheMainJobNothingIsPrintedOrKept() {
        JobProgress progress = JobProgress.of(null, "write", results, false, out, clock::get);
        progress.plan("fork", 2);
        progress.unitDone("fork");
        progress.finish();
        assertThat(progress.inJob()).isFalse();
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(results.resolve(JobLedger.FILE)).doesNotExist();
    }

    @Test
    void aFirstJobSaysWhichStepsAreNotYetTimedAndTheNextJobEstimatesThemFromIt() {
        runJob(true);
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains(
                "[main job] step 1/3 write: 1/4 done, at most 25%, elapsed 10.0s, ETA at least 30.0s (not yet timed on this machine"
                        + " in a quick job: read, whitepaper)",
                "[main job] step 3/3 whitepaper: 1/1 done, 100%, elapsed 1m45s, ETA 0.0s");
        printed.reset();

        JobProgress write = JobProgress.of(STEPS, "write", results, true, out, clock::get);
        write.plan("fork", 4);
        clock.addAndGet(10_000);
        write.unitDone("fork");
        // the write step's rest at its pace (30 s), then read (60 s) and the white paper (5 s) as the last job took them
        assertThat(printed.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("[main job] step 1/3 write: 1/4 done, 10%, elapsed 10.0s, ETA 1m35s");
    }

    @Test
    void aFullJobDoesNotEstimateFromAQuickOne() {
        runJob(true);
        printed.reset();
        JobProgress write = JobProgress.of(STEPS, "write", results, false, out, clock::get);
        write.plan("fork", 1);
        write.unitDone("fork");
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("not yet timed on this machine in a full job: read, whitepaper");
    }

    @Test
    void eachKindsUnitsLeftAreEstimatedAtThatKindsPaceAndAnUnseenKindAtTheStepsMean() {
        runJob(false);
        printed.reset();
        JobProgress write = JobProgress.of(STEPS, "write", results, false, out, clock::get);
        write.plan("slow cell", 2);
        write.plan("fast cell", 3);
        write.plan("unseen cell", 1);
        clock.addAndGet(90_000);
        write.unitDone("slow cell");
        clock.addAndGet(10_000);
        write.unitDone("fast cell");
        // slow 1 × 90 s + fast 2 × 10 s + unseen 1 × the mean 50 s = 160 s, then read 60 s and the white paper 5 s
        assertThat(printed.toString(StandardCharsets.UTF_8).strip().lines().reduce((first, second) -> second).orElseThrow())
                .isEqualTo("[main job] step 1/3 write: 2/6 done, 31%, elapsed 1m40s, ETA 3m45s");
    }

    @Test
    void aKindNotYetSeenIsPricedAtItsMeanInTheStepsLastRun() {
        runJob(false);
        JobProgress first = JobProgress.of(STEPS, "write", results, false, out, clock::get);
        first.plan("fast cell", 1);
        first.plan("slow cell", 1);
        clock.addAndGet(10_000);
        first.unitDone("fast cell");
        clock.addAndGet(200_000);
        first.unitDone("slow cell");
        first.finish();
        printed.reset();

        JobProgress write = JobProgress.of(STEPS, "write", results, false, out, clock::get);
        write.plan("fast cell", 1);
        write.plan("slow cell", 1);
        clock.addAndGet(10_000);
        write.unitDone("fast cell");
        // the slow cell at its last 200 s (not this run's mean of 10 s), then read 60 s and the white paper 5 s
        assertThat(printed.toString(StandardCharsets.UTF_8).strip())
                .isEqualTo("[main job] step 1/3 write: 1/2 done, 4%, elapsed 10.0s, ETA 4m25s");
    }

    @Test
    void aFirstJobPricesWhatThisMachineHasNotTimedAtTheReferenceMachinesPaces() throws IOException {
        JobLedger reference = JobLedger.read(new ByteArrayInputStream(("{\"machine\": \"the test machine\","
                + " \"lastComplete\": {\"full\": {\"write\": 500, \"read\": 120, \"whitepaper\": 6}},"
                + " \"lastUnitSeconds\": {\"full\": {\"write\": {\"slow cell\": 100}}}}").getBytes(StandardCharsets.UTF_8)));
        JobProgress write = JobProgress.of(STEPS, "write", results, false, out, clock::get, reference);
        write.plan("fast cell", 2);
        write.plan("slow cell", 1);
        write.plan("unseen cell", 1);
        clock.addAndGet(10_000);
        write.unitDone("fast cell");
        // fast 1 × 10 s + slow 1 × the reference's 100 s + unseen 1 × this run's mean 10 s, then read 120 s and the white paper 6 s
        assertThat(printed.toString(StandardCharsets.UTF_8).strip()).isEqualTo("[main job] step 1/3 write: 1/4 done, 4%, elapsed 10.0s,"
                + " ETA 4m06s (partly at the paces of the test machine, until this machine has run a full job)");
        write.finish();
        runStep("read", false, 2, 30_000);
        runStep("whitepaper", null, 1, 5_000);
        printed.reset();

        // after a complete full job here, the reference is not used: the unseen slow cell is priced at this run's mean
        JobProgress next = JobProgress.of(STEPS, "write", results, false, out, clock::get, reference);
        next.plan("slow cell", 1);
        next.plan("other cell", 1);
        clock.addAndGet(10_000);
        next.unitDone("other cell");
        assertThat(printed.toString(StandardCharsets.UTF_8).strip()).doesNotContain("paces of").endsWith("ETA 1m15s");
    }

    @Test
    void theBundledReferenceMachineHasPacesForBothModesAndSaysWhatItWas() {
        JobLedger reference = JobLedger.reference();
        assertThat(reference.machine()).contains("CPUs", "commit");
        for (String mode : new String[] {JobProgress.QUICK, JobProgress.FULL}) {
            for (String step : STEPS.split(",")) {
                assertThat(reference.lastCompleteSeconds(mode, step)).as(mode + " " + step).isPositive();
            }
            assertThat(reference.lastUnitSeconds(mode, "read", "jdbc/paper hot")).as(mode).isPositive();
        }
    }

    @Test
    void aStepTheJobDoesNotNameIsRejected() {
        assertThatThrownBy(() -> JobProgress.of("write,read", "whitepaper", results, null, out, clock::get))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-Djob.steps=write,read does not name this program's step whitepaper");
    }

    /** A job of 4 write units of 10 s, 2 read units of 30 s and one white-paper unit of 5 s. */
    @Test
    void aResumedStepKeepsTheJobGoingButIsNoPaceForTheNextJob() {
        runJob(true);
        JobProgress write = JobProgress.of(STEPS, "write", results, true, out, clock::get);
        write.plan("fork", 4);
        write.unitKept("fork");
        write.unitKept("fork");
        clock.addAndGet(1_000);
        write.unitDone("fork");
        write.unitDone("fork");
        write.finish();
        long jobStart = JobLedger.in(results).startedEpochMillis();
        runStep("read", true, 2, 30_000);
        assertThat(JobLedger.in(results).startedEpochMillis()).as("the read step joins the resumed job").isEqualTo(jobStart);
        runStep("whitepaper", null, 1, 5_000);

        JobLedger ledger = JobLedger.in(results);
        assertThat(ledger.lastCompleteSeconds("quick", "write")).as("the last whole job's, not the resumed one's").isEqualTo(40.0);
        assertThat(ledger.lastUnitSeconds("quick", "write", "fork")).isEqualTo(10.0);
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("[main job] step 1/3 write: 1/2 done");
    }

    private void runJob(boolean quick) {
        runStep("write", quick, 4, 10_000);
        runStep("read", quick, 2, 30_000);
        runStep("whitepaper", null, 1, 5_000);
    }

    private void runStep(String step, Boolean quick, int units, long millisEach) {
        JobProgress progress = JobProgress.of(STEPS, step, results, quick, out, clock::get);
        progress.plan("fork", units);
        for (int i = 0; i < units; i++) {
            clock.addAndGet(millisEach);
            progress.unitDone("fork");
        }
        progress.finish();
    }
}
