package persistencebench.harness.measure;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.cli.Credentials;
import persistencebench.harness.result.Json;
import persistencebench.harness.resultformat.CellField;

class CellResultTest {

    @Test
    void theIdFollowsTheCellsIdentityTheDatabaseAndTheConcurrentDimensionsIncluded() {
        assertThat(new CellResult("csv", "baseline", "load-only", null).id()).isEqualTo("csv/baseline/load-only");
        CellResult concurrent = new CellResult("jdbc", "paper", "concurrentReads", "hot").put(CellField.DATABASE, "postgresql")
                .put(CellField.THREADS, 8).put(CellField.CONNECTION_MODE, "pool").put(CellField.QUERY, "slow");
        assertThat(concurrent.id()).isEqualTo("jdbc/paper@postgresql/concurrentReads/hot/slow/pool/8-threads");
        assertThat(concurrent.label()).as("labels, for people, leave PostgreSQL out").isEqualTo("jdbc/paper concurrentReads hot");
    }

    @Test
    void aCellLeftOutByItsOnlyPartIsSkippedNotFailedWhenCombined() throws Exception {
        CellResult part = new CellResult("mapdb", "paper", "store", null).skip("its warm-up predicts 313.0 s per sample");
        CellResult combined = CellResult.combine(List.of(Json.mapper().readValue(Json.mapper().writeValueAsString(part), CellResult.class)));
        assertThat(combined.skipped()).isEqualTo("its warm-up predicts 313.0 s per sample");
        assertThat(combined.failed()).isFalse();
    }

    @Test
    void aFieldTheCellKeepsItselfIsNoMetric() {
        assertThatThrownBy(() -> new CellResult("jdbc", "tuned", "store", null).put(CellField.MEDIAN_MILLIS, 1.0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("medianMillis is no metric");
    }

    @Test
    void theIdIsWrittenFirstAndNeverReadBackAndAnUnknownFieldIsDropped() throws Exception {
        CellResult cell = new CellResult("jdbc", "tuned", "store", null).put(CellField.DATABASE, "h2").put(CellField.ROWS_STORED, 7);
        JsonNode json = Json.mapper().valueToTree(cell);
        assertThat(json.fieldNames().next()).isEqualTo("id");
        assertThat(json.get("id").asText()).isEqualTo("jdbc/tuned@h2/store");

        ((ObjectNode) json).put("id", "something/else/entirely").put("wallMillis", 3.0);
        CellResult read = Json.mapper().treeToValue(json, CellResult.class);
        assertThat(read.id()).isEqualTo("jdbc/tuned@h2/store");
        assertThat(read.metrics()).containsOnlyKeys("database", "rowsStored");
        assertThat(Json.mapper().valueToTree(read).toString()).isEqualTo(json.toString()
                .replace("something/else/entirely", "jdbc/tuned@h2/store").replace(",\"wallMillis\":3.0", ""));
    }

    @Test
    void aFailureOrSkipReasonRecordsNoSecretTheRunKnows() {
        Credentials.remember("cell-failure-secret");
        CellResult cell = new CellResult("jdbc", "tuned", "store", "hot");
        assertThat(cell.fail("Incorrect port value : cell-failure-secret@host").failure()).isEqualTo("Incorrect port value : ****@host");
        assertThat(FailureText.of(new IllegalStateException("cannot reach cell-failure-secret@host")))
                .isEqualTo("java.lang.IllegalStateException: cannot reach ****@host");
    }
}
