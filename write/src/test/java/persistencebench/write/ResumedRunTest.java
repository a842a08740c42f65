package persistencebench.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.result.ResultCsv;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.fork.JvmFork;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.ResultFile;
import persistencebench.harness.result.ResultFiles;
import persistencebench.harness.testing.Slow;

/**
 * The write program stopped mid-run as a user stops it (its process tree killed) and started again with
 * {@code -Dresume}, and a second run on the data directory of a running one: the real program in its own JVM.
 */
@Slow
class ResumedRunTest {
    @TempDir
    Path directory;

    private Properties settings() {
        Properties settings = new Properties();
        settings.setProperty("rows", "3000");
        settings.setProperty("backends", "csv,inmemory,rocksdb");
        settings.setProperty("variants", "tuned");
        settings.setProperty("iterations", "3");
        settings.setProperty("forks", "3");
        settings.setProperty("sampleBudget", "0");
        settings.setProperty("warmups", "0");
        settings.setProperty("lookups", "0");
        settings.setProperty("singleOps", "0");
        settings.setProperty("data", directory.resolve("data").toString());
        settings.setProperty("results", directory.resolve("results").toString());
        return settings;
    }

    private Process start(Properties settings) throws Exception {
        JvmFork fork = JvmFork.of(WriteBenchmark.class);
        settings.stringPropertyNames().forEach(name -> fork.systemProperty(name, settings.getProperty(name)));
        return new ProcessBuilder(fork.command()).redirectErrorStream(true).redirectOutput(directory.resolve("first-run.log").toFile()).start();
    }

    private Path journal() throws Exception {
        try (Stream<Path> files = Files.list(directory.resolve("results"))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".forks.jsonl")).findFirst().orElse(null);
        }
    }

    /** Waits until the run's journal holds {@code forks} finished forks. */
    private Path awaitForks(Process run, int forks) throws Exception {
        for (int i = 0; i < 1200 && run.isAlive(); i++) {
            Path journal = Files.isDirectory(directory.resolve("results")) ? journal() : null;
            if (journal != null && Files.readAllLines(journal).size() >= forks) {
                return journal;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the first run did not finish " + forks + " forks: " + Files.readString(directory.resolve("first-run.log")));
    }

    /** Kills the run first, so it starts no other fork, then the forks it had started. */
    private static void kill(Process run) throws Exception {
        List<ProcessHandle> forks = run.descendants().toList();
        run.destroyForcibly();
        assertThat(run.waitFor(30, TimeUnit.SECONDS)).isTrue();
        forks.forEach(ProcessHandle::destroyForcibly);
        for (ProcessHandle fork : forks) {
            fork.onExit().get(30, TimeUnit.SECONDS);
        }
    }

    /** The forks the journal holds whole: a line the kill cut short is not one. */
    private static int finishedForks(Path journal) throws Exception {
        String text = Files.readString(journal);
        return (int) text.chars().filter(c -> c == '\n').count();
    }

    private static String run(Properties settings) throws Exception {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        int exitCode = new WriteBenchmark(settings, new PrintStream(console, true, StandardCharsets.UTF_8)).run();
        String output = console.toString(StandardCharsets.UTF_8);
        assertThat(exitCode).as(output).isZero();
        return output;
    }

    @Test
    void aKilledRunResumedMeasuresOnlyTheForksItHadNotFinished() throws Exception {
        Process first = start(settings());
        Path journal = awaitForks(first, 4);
        kill(first);
        int finished = finishedForks(journal);
        Path interrupted = directory.resolve("results").resolve(journal.getFileName().toString().replace(".forks.jsonl", ".json"));
        assertThat(ResultFiles.read(interrupted).finished()).isFalse();

        Properties resumed = settings();
        resumed.setProperty("resume", "true");
        String output = run(resumed);

        assertThat(output).contains("resume: continuing " + interrupted, ": kept from the interrupted run",
                "resume: " + finished + " fork(s) kept from the interrupted run");
        assertThat(output.split("kept from the interrupted run\n", -1)).hasSize(finished + 1);
        ResultFile result = ResultFiles.read(interrupted);
        assertThat(result.finished()).isTrue();
        assertThat(result.verification().ok()).isTrue();
        assertThat(result.interruptions()).singleElement().satisfies(interruption -> assertThat(interruption)
                .containsEntry("forksFinished", finished).containsEntry("forksKept", finished));
        assertThat(result.results()).extracting(CellResult::label).containsExactly("csv/baseline load-only", "inmemory/tuned store",
                "rocksdb/tuned store");
        for (CellResult cell : result.results()) {
            assertThat(cell.ok()).as(cell.label() + ": " + cell.failure()).isTrue();
            assertThat(cell.ciUnits()).as("every cell from its three forks, kept or measured now").isEqualTo(3);
            assertThat(cell.samplesMillis()).hasSize(3);
        }
        try (Stream<Path> files = Files.list(directory.resolve("results"))) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(name -> !name.startsWith(".")).sorted())
                    .as("one result file with its CSV table, as if the run had not stopped")
                    .containsExactly(ResultCsv.besides(interrupted).getFileName().toString(), interrupted.getFileName().toString(),
                            "write-latest.csv", "write-latest.json");
        }

        assertThat(run(resumed)).as("resumed again: the run is finished").contains("nothing left to measure");
    }

    @Test
    void aSecondRunOnTheDataDirectoryOfARunningOneIsRefusedAndTheFirstFinishes() throws Exception {
        Process first = start(settings());
        awaitForks(first, 1);
        Properties second = settings();
        second.setProperty("results", directory.resolve("other-results").toString());
        assertThatThrownBy(() -> run(second)).isInstanceOf(FatalError.class)
                .hasMessageContaining("-Ddata=" + directory.resolve("data") + " is in use by another benchmark run (write, process " + first.pid());

        assertThat(first.waitFor(300, TimeUnit.SECONDS)).isTrue();
        assertThat(first.exitValue()).as(Files.readString(directory.resolve("first-run.log"))).isZero();
        ResultFile result = ResultFiles.read(directory.resolve("results/write-latest.json"));
        assertThat(result.verification().ok()).isTrue();
        assertThat(result.results()).hasSize(3).allMatch(CellResult::ok);
        assertThat(directory.resolve("other-results")).as("the refused run, stopped at the data directory it asked for first, wrote nothing")
                .doesNotExist();
    }
}
