package persistencebench.harness.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.CellField;

class RunJournalTest {
    @TempDir
    Path dir;

    private static List<CellResult> cells(String backend, boolean ok) {
        CellResult cell = new CellResult(backend, "tuned", "store", null);
        cell.put(CellField.ROWS_STORED, 1000);
        return List.of(ok ? cell : cell.fail("exited with code 130"));
    }

    @Test
    void aReopenedJournalKeepsTheFinishedForksAndRunsOnlyTheOthers() {
        Path result = dir.resolve("write-20261127T000000Z.json");
        RunJournal first = RunJournal.create(result);
        first.fork("round 1 jdbc/tuned store", () -> cells("jdbc", true));
        first.fork("round 1 rocksdb/tuned store", () -> cells("rocksdb", false));

        RunJournal resumed = RunJournal.reopen(result);
        AtomicInteger forked = new AtomicInteger();
        List<CellResult> kept = resumed.fork("round 1 jdbc/tuned store", () -> {
            forked.incrementAndGet();
            return cells("jdbc", true);
        });
        assertThat(kept).singleElement().satisfies(cell -> assertThat(cell.metric(CellField.ROWS_STORED)).isEqualTo(1000));
        assertThat(forked).as("a finished fork is not run again").hasValue(0);
        assertThat(resumed.isKept("round 1 rocksdb/tuned store")).as("a failed fork is measured again").isFalse();
        resumed.fork("round 1 rocksdb/tuned store", () -> {
            forked.incrementAndGet();
            return cells("rocksdb", true);
        });
        assertThat(forked).hasValue(1);
        assertThat(resumed.reused()).isEqualTo(1);
        assertThat(RunJournal.reopen(result).keptForks()).as("the resumed run records into the same journal").isEqualTo(2);
    }

    @Test
    void aLastLineCutShortByTheInterruptionIsIgnored() throws Exception {
        Path result = dir.resolve("read-20261127T000000Z.json");
        RunJournal.create(result).fork("hot round 1 jdbc/tuned", () -> cells("jdbc", true));
        Files.writeString(RunJournal.fileOf(result), "{\"fork\":\"hot round 2 jdbc/tuned\",\"cells\":[{\"bac", StandardCharsets.UTF_8,
                StandardOpenOption.APPEND);

        RunJournal resumed = RunJournal.reopen(result);
        assertThat(resumed.keptForks()).isEqualTo(1);
        assertThat(resumed.isKept("hot round 2 jdbc/tuned")).isFalse();
        resumed.fork("hot round 2 jdbc/tuned", () -> cells("jdbc", true));
        assertThat(RunJournal.reopen(result).isKept("hot round 2 jdbc/tuned")).as("recorded on a line of its own").isTrue();
    }

    @Test
    void aCompleteLineThatIsNoFinishedForkStopsTheResumeInOneLine() throws Exception {
        Path result = dir.resolve("read-20261127T000000Z.json");
        RunJournal.create(result);
        Files.writeString(RunJournal.fileOf(result), "{\"fork\":\"a\",\"cells\":[]} trailing\n", StandardCharsets.UTF_8);

        assertThatThrownBy(() -> RunJournal.reopen(result)).isInstanceOf(FatalError.class)
                .hasMessageContaining("holds a line that is not a finished fork").hasMessageContaining("run without -Dresume");
    }

    @Test
    void anInterruptedFileMarkedAsSuchKeepsItsJournal() {
        Path result = dir.resolve("write-20261127T000000Z.json");
        RunJournal.create(result);
        assertThat(RunJournal.fileOf(dir.resolve("write-20261127T000000Z.interrupted.json"))).isEqualTo(RunJournal.fileOf(result))
                .hasFileName("write-20261127T000000Z.forks.jsonl");
    }
}
