package persistencebench.harness.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.settings.CommonSettings;
import persistencebench.harness.settings.Setting;
import persistencebench.harness.settings.Settings;
import persistencebench.harness.testing.Slow;

@Slow
class RunResumeTest {
    private static final Setting<Integer> ROWS = Setting.intValue("rows", 1000, 1, Integer.MAX_VALUE, "rows");
    private static final Map<String, Object> DATASET = Map.of("kind", "taxi", "contentDigest", "abc");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream console = new ByteArrayOutputStream();

    private Settings settings(int rows, boolean resume) {
        Properties properties = new Properties();
        properties.setProperty("rows", Integer.toString(rows));
        properties.setProperty("results", dir.toString());
        if (resume) {
            properties.setProperty("resume", "true");
        }
        return Settings.parse("write", List.of(ROWS, CommonSettings.RESULTS, CommonSettings.RESUME), properties);
    }

    private static Map<String, Object> environment(Settings settings) {
        Map<String, Object> environment = new LinkedHashMap<>();
        environment.put("code", Map.of("commit", "0123abcd", "dirty", false, CodeVersion.INPUTS_DIGEST, "inputs"));
        environment.put("cpus", 2);
        environment.put("settings", settings.effective());
        return environment;
    }

    private RunResume decide(Settings settings) {
        return RunResume.decide(dir, "write", settings, environment(settings), new PrintStream(console, true, StandardCharsets.UTF_8));
    }

    private ResultFileWriter interruptedRun(Settings settings) {
        ResultFileWriter writer = ResultFileWriter.start(dir, "write", environment(settings), DATASET);
        writer.journal().fork("round 1 jdbc/tuned store", () -> List.of(new CellResult("jdbc", "tuned", "store", null)));
        return writer;
    }

    @Test
    void anInterruptedRunIsContinuedInItsOwnFileWithTheInterruptionRecorded() {
        Settings settings = settings(1000, true);
        ResultFileWriter interrupted = interruptedRun(settings);

        RunResume resume = decide(settings);
        assertThat(resume.continued()).isTrue();
        ResultFileWriter continued = resume.start(dir, "write", environment(settings), DATASET);
        assertThat(continued.file()).isEqualTo(interrupted.file());
        assertThat(continued.journal().isKept("round 1 jdbc/tuned store")).isTrue();
        continued.journal().fork("round 1 jdbc/tuned store", List::of);
        continued.finish();

        ResultFile result = ResultFiles.read(continued.file());
        assertThat(result.finished()).isTrue();
        assertThat(result.interruptions()).singleElement().satisfies(interruption -> assertThat(interruption)
                .containsEntry("forksFinished", 1).containsEntry("forksKept", 1).containsKeys("lastForkEndedAt", "resumedAt"));
        assertThat(RunJournal.fileOf(continued.file())).as("the finished file holds everything").doesNotExist();
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("resume: continuing " + interrupted.file());
    }

    @Test
    void aRunMarkedInterruptedByALaterStartIsStillTheOneContinued() {
        Settings settings = settings(1000, true);
        ResultFileWriter interrupted = interruptedRun(settings);
        List<Path> marked = ResultFileWriter.reportInterruptedRuns(dir, "write");

        ResultFileWriter continued = decide(settings).start(dir, "write", environment(settings), DATASET);
        assertThat(continued.file()).isEqualTo(interrupted.file());
        assertThat(marked).singleElement().satisfies(file -> assertThat(file).as("one result file, under its own name").doesNotExist());
    }

    @Test
    void otherSettingsAreRefusedInOneLineNamingThem() {
        interruptedRun(settings(1000, true));

        assertThatThrownBy(() -> decide(settings(2000, true))).isInstanceOf(FatalError.class)
                .hasMessageContaining("cannot resume").hasMessageContaining("settings.rows 1000, this run has 2000")
                .hasMessageContaining("run without -Dresume").hasMessageNotContaining("\n");
    }

    @Test
    void anotherCommitOfTheSameBuildInputsIsResumedAndNamedAndOtherInputsAreRefused() {
        Settings settings = settings(1000, true);
        interruptedRun(settings);
        Map<String, Object> documented = environment(settings);
        documented.put("code", Map.of("commit", "4567cdef", "dirty", false, CodeVersion.INPUTS_DIGEST, "inputs"));

        RunResume resume = RunResume.decide(dir, "write", settings, documented, new PrintStream(console, true, StandardCharsets.UTF_8));
        ResultFileWriter continued = resume.start(dir, "write", documented, DATASET);
        continued.finish();
        assertThat(ResultFiles.read(continued.file()).interruptions()).singleElement()
                .satisfies(interruption -> assertThat(interruption).containsEntry("interruptedCommit", "0123abcd"));

        interruptedRun(settings);
        Map<String, Object> changed = environment(settings);
        changed.put("code", Map.of("commit", "0123abcd", "dirty", true, CodeVersion.INPUTS_DIGEST, "other inputs"));
        assertThatThrownBy(() -> RunResume.decide(dir, "write", settings, changed, new PrintStream(console, true, StandardCharsets.UTF_8)))
                .isInstanceOf(FatalError.class).hasMessageContaining("code.inputsDigest inputs, this run has other inputs");
    }

    @Test
    void anotherDatasetIsRefused() {
        Settings settings = settings(1000, true);
        interruptedRun(settings);

        RunResume resume = decide(settings);
        assertThatThrownBy(() -> resume.start(dir, "write", environment(settings), Map.of("kind", "taxi", "contentDigest", "def")))
                .isInstanceOf(FatalError.class).hasMessageContaining("dataset.contentDigest abc, this run has def");
    }

    @Test
    void aFinishedRunLeavesNothingToMeasureAndNoRunMeansANewOne() {
        Settings settings = settings(1000, true);
        assertThat(decide(settings).continued()).isFalse();
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("no earlier write run");

        ResultFileWriter finished = interruptedRun(settings);
        finished.finish();
        RunResume resume = decide(settings);
        assertThat(resume.finished()).isTrue();
        assertThat(resume.exitCode()).isZero();
    }

    @Test
    void aFinishedRunStoppedBeforeItWasPublishedIsPublishedAsLatest() throws Exception {
        Settings settings = settings(1000, true);
        ResultFileWriter earlier = interruptedRun(settings);
        earlier.finish();
        Thread.sleep(1100); // result files are named by the second they start
        ResultFileWriter last = interruptedRun(settings);
        last.finish();
        Files.copy(earlier.file(), last.latest(), StandardCopyOption.REPLACE_EXISTING); // as if it died between the two writes

        assertThat(decide(settings).finished()).isTrue();
        assertThat(ResultFiles.read(last.latest()).startedAt()).isEqualTo(ResultFiles.read(last.file()).startedAt());
    }

    @Test
    void inTheMainJobAFinishedStepOlderThanTheEarlierStepsRunIsAnotherJobs() throws Exception {
        Settings settings = settings(1000, true);
        interruptedRun(settings).finish();
        Thread.sleep(1100);
        ResultFileWriter.start(dir, "earlier", Map.of(), Map.of());

        RunResume resume = RunResume.decide(dir, "write", "earlier", settings, environment(settings),
                new PrintStream(console, true, StandardCharsets.UTF_8));
        assertThat(resume.finished()).isFalse();
        assertThat(resume.continued()).isFalse();
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("is older than this job's earlier run");
    }

    @Test
    void withoutResumeEveryRunIsNewAndTheInterruptedOneIsNamed() {
        ResultFileWriter interrupted = interruptedRun(settings(1000, false));

        RunResume resume = decide(settings(1000, false));
        assertThat(resume.continued()).isFalse();
        assertThat(console.toString(StandardCharsets.UTF_8)).contains("is from an interrupted run; this run starts anew");
        assertThat(interrupted.file()).doesNotExist();
        assertThat(RunJournal.fileOf(interrupted.file())).as("no later run could resume it").doesNotExist();
    }
}
