package persistencebench.harness.result;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import persistencebench.harness.cli.FatalError;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.measure.MachineQuietnessTest;
import persistencebench.harness.resultformat.CellField;
import persistencebench.harness.resultformat.ResultFormat;
import persistencebench.harness.resultformat.UndeclaredFields;

class ResultFileWriterTest {
    @TempDir
    Path dir;

    private ResultFileWriter start() {
        return ResultFileWriter.start(dir, "write", Map.of("cpus", 2), Map.of("kind", "taxi", "rows", 1000));
    }

    private static CellResult storeCell() {
        CellResult cell = new CellResult("jdbc", "tuned", "store", null);
        cell.put(CellField.ROWS_EXPECTED, 1000).put(CellField.ROWS_STORED, 1000).put(CellField.CHECKSUM_OK, true);
        return cell;
    }

    @Test
    void aCompletedRunIsFinishedAndPublishedAsLatest() throws Exception {
        ResultFileWriter writer = start();
        writer.add(storeCell());
        writer.finish();

        JsonNode json = Json.mapper().readTree(writer.latest().toFile());
        assertThat(json.get("benchmark").asText()).isEqualTo("write");
        assertThat(json.get("finished").asBoolean()).isTrue();
        assertThat(json.get("finishedAt").asText()).isNotEmpty();
        assertThat(json.get("verification").get("ok").asBoolean()).isTrue();
        assertThat(json.get("environment").get("cpus").asInt()).isEqualTo(2);
        assertThat(json.get("dataset").get("rows").asInt()).isEqualTo(1000);
        JsonNode cell = json.get("results").get(0);
        assertThat(cell.get("backend").asText()).isEqualTo("jdbc");
        assertThat(cell.get("rowsStored").asInt()).isEqualTo(1000);
        assertThat(cell.get("checksumOk").asBoolean()).isTrue();
        assertThat(Files.readString(writer.file())).isEqualTo(Files.readString(writer.latest()));
        assertThat(writer.file().getFileName().toString()).matches("write-\\d{8}T\\d{6}Z\\.json");
    }

    @Test
    void aRunWhoseMachineWasBusyIsADraftAndRecordsHowBusy() throws Exception {
        ResultFileWriter writer = start();
        writer.add(MachineQuietnessTest.cell("jdbc", 400, 0));
        writer.finish();

        JsonNode json = Json.mapper().readTree(writer.latest().toFile());
        assertThat(json.get("publication").get("status").asText()).isEqualTo("draft");
        assertThat(json.get("publication").get("reasons").get(0).asText()).startsWith("the machine was not quiet: others took 10.0 %");
        assertThat(json.get("quietness").get("otherCpuShare").asDouble()).isEqualTo(0.1);
        assertThat(json.get("quietness").get("busiestCell").asText()).isEqualTo("jdbc/tuned/store");
        assertThat(UndeclaredFields.of(json)).isEmpty();
    }

    @Test
    void everyFileSaysItsFormatAndEveryCellItsIdAndNothingTheContractDoesNotDeclare() throws Exception {
        ResultFileWriter writer = start();
        writer.add(storeCell());
        writer.finish();

        JsonNode json = Json.mapper().readTree(writer.latest().toFile());
        assertThat(json.fieldNames().next()).isEqualTo("formatVersion");
        assertThat(json.get("formatVersion").asInt()).isEqualTo(ResultFormat.VERSION);
        assertThat(json.get("results").get(0).fieldNames().next()).isEqualTo("id");
        assertThat(json.get("results").get(0).get("id").asText()).isEqualTo("jdbc/tuned/store");
        assertThat(UndeclaredFields.of(json)).isEmpty();
        assertThat(ResultFiles.read(writer.latest()).formatVersion()).isEqualTo(ResultFormat.VERSION);
    }

    @Test
    void aSecondCellOfTheSameIdIsABugThatStopsTheRunBeforeItIsWritten() throws Exception {
        ResultFileWriter writer = start();
        writer.add(storeCell());

        assertThatThrownBy(() -> writer.add(storeCell())).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("already has a cell jdbc/tuned/store").hasMessageContaining("unique");
        writer.add(storeCell().put(CellField.DATABASE, "h2"));
        assertThat(writer.cells()).extracting(CellResult::id).containsExactly("jdbc/tuned/store", "jdbc/tuned@h2/store");
    }

    @Test
    void aFileWrittenBeforeFormatVersionsIsOfTheFirst() throws Exception {
        Path old = Files.writeString(dir.resolve("write-20261101T000000Z.json"), "{\"benchmark\": \"write\", \"finished\": true}");
        assertThat(ResultFiles.read(old).formatVersion()).isEqualTo(ResultFormat.UNVERSIONED);
    }

    @Test
    void anInterruptedRunLeavesAnUnfinishedFileAndNoLatest() throws Exception {
        ResultFileWriter writer = start();
        writer.add(storeCell());
        // the process dies here: finish() never runs

        assertThat(writer.latest()).doesNotExist();
        JsonNode json = Json.mapper().readTree(writer.file().toFile());
        assertThat(json.get("finished").asBoolean()).isFalse();
        assertThat(json.get("results")).hasSize(1);
        assertThat(ResultFileWriter.unfinishedRuns(dir, "write")).containsExactly(writer.file());
        assertThat(ResultFileWriter.unfinishedRuns(dir, "read")).isEmpty();
    }

    @Test
    void anInterruptedRunIsReportedOnceThenKeptUnderAnInterruptedName() throws Exception {
        ResultFileWriter writer = start();
        writer.add(storeCell());
        List<Path> reported = ResultFileWriter.reportInterruptedRuns(dir, "write");
        assertThat(reported).singleElement().satisfies(p -> assertThat(p.getFileName().toString()).endsWith(".interrupted.json"));
        assertThat(reported.get(0)).exists();
        assertThat(ResultFileWriter.reportInterruptedRuns(dir, "write")).isEmpty();
    }

    @Test
    void aRunStoppedByAnErrorSaysWhyAndIsNotReportedAsInterrupted() throws Exception {
        ResultFileWriter writer = start();
        writer.add(storeCell());
        writer.stop(new FatalError("malformed CSV row in yellow.csv line 5, column trip_distance: \"abc\" is not a number"));

        ResultFile file = ResultFiles.read(writer.file());
        assertThat(file.finished()).isFalse();
        assertThat(file.stoppedBy()).startsWith("malformed CSV row in yellow.csv line 5");
        assertThat(writer.latest()).doesNotExist();
        assertThat(ResultFileWriter.unfinishedRuns(dir, "write")).isEmpty();
        assertThat(ResultFileWriter.reportInterruptedRuns(dir, "write")).isEmpty();
        assertThat(writer.file()).exists();
    }

    @Test
    void anUnexpectedErrorThatStopsARunIsRecordedWithItsRootCause() throws Exception {
        ResultFileWriter writer = start();
        writer.stop(new IllegalStateException("cannot store", new IOException("No space left on device")));

        assertThat(ResultFiles.read(writer.file()).stoppedBy())
                .contains("IllegalStateException: cannot store", "root cause: java.io.IOException: No space left on device");
    }

    @Test
    void anInterruptedRunDoesNotReplaceThePreviousLatest() throws Exception {
        ResultFileWriter complete = start();
        complete.finish();
        String before = Files.readString(complete.latest());
        Thread.sleep(1100); // a new run gets a new timestamped name
        ResultFileWriter interrupted = start();
        interrupted.add(storeCell());

        assertThat(Files.readString(complete.latest())).isEqualTo(before);
        assertThat(ResultFileWriter.unfinishedRuns(dir, "write")).containsExactly(interrupted.file());
    }

    @Test
    void aFailedCellMarksTheRunUnverified() throws Exception {
        ResultFileWriter writer = start();
        writer.add(storeCell().fail("verification failed: 999 of 1000 rows"));
        writer.finish();
        ResultFile file = ResultFiles.read(writer.latest());
        assertThat(file.finished()).isTrue();
        assertThat(file.verification().ok()).isFalse();
        assertThat(file.results().get(0).failure()).contains("999 of 1000");
        assertThat(file.publication().status()).isEqualTo("draft");
        assertThat(file.publication().reasons()).singleElement().asString().contains("1 cell(s) failed", "jdbc/");
    }

    @Test
    void aSkippedCellIsRecordedWithItsReasonAndLeavesTheRunVerifiedAndPublishable() throws Exception {
        ResultFileWriter writer = start();
        writer.add(storeCell());
        writer.add(new CellResult("mongodb", "paper", "store", null).skip("no MongoDB server"));
        writer.finish();

        assertThat(writer.verified()).isTrue();
        JsonNode skipped = Json.mapper().readTree(writer.latest().toFile()).get("results").get(1);
        assertThat(skipped.get("ok").asBoolean()).isFalse();
        assertThat(skipped.get("skipped").asText()).isEqualTo("no MongoDB server");
        assertThat(skipped.has("failure")).isFalse();
        ResultFile file = ResultFiles.read(writer.latest());
        assertThat(file.verification().ok()).isTrue();
        assertThat(file.publication().status()).isEqualTo("published");
        assertThat(file.results().get(1).failed()).isFalse();
        assertThat(file.results().get(1).skipped()).isEqualTo("no MongoDB server");
    }

    @Test
    void draftReasonsBackendsAndSanityPairsAreWritten() throws Exception {
        ResultFileWriter writer = start();
        writer.draftReason("run with -Dquick");
        writer.draftReason("run with -Dquick");
        writer.backends(java.util.Map.of("jdbc", java.util.Map.of("label", "JDBC", "colour", "#2f6fb0")));
        writer.sanityPairs(List.of(java.util.Map.of("consistent", true)));
        writer.finish();
        ResultFile file = ResultFiles.read(writer.latest());
        assertThat(file.publication().status()).isEqualTo("draft");
        assertThat(file.publication().reasons()).containsExactly("run with -Dquick");
        assertThat(file.backends()).containsKey("jdbc");
        assertThat(file.sanityPairs()).hasSize(1);
    }

    @Test
    void noTemporaryFilesAreLeftBehind() throws Exception {
        ResultFileWriter writer = start();
        writer.add(storeCell());
        writer.finish();
        try (var files = Files.list(dir)) {
            // the result file and its latest copy, each with its CSV table
            assertThat(files.map(p -> p.getFileName().toString())).allMatch(n -> n.endsWith(".json") || n.endsWith(".csv"));
        }
    }
}
