package persistencebench.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.result.Json;

/** Cold-sample merging and cross-backend digest agreement, on hand-made cells. */
class VerificationTest {

    /** A cell as a fork reports it: one sample, a digest, row keys and its load/connect time. */
    private static CellResult forkCell(String backend, String temperature, double millis, String digest, List<String> rows, double loadConnect) {
        String json = """
                {"backend":"%s","variant":"paper","phase":"purchasesOfForeigners","temperature":"%s","ok":true,
                 "samplesMillis":[%s],"warmupSamplesMillis":[],"medianMillis":%s,"resultCount":%d,"resultDigest":"%s",
                 "resultRows":[%s],"loadConnectMillis":%s,"peakHeapBytes":100,"cpuMillis":5.0}"""
                .formatted(backend, temperature, millis, millis, rows.size(), digest,
                        String.join(",", rows.stream().map(r -> "\"" + r + "\"").toList()), loadConnect);
        try {
            return Json.mapper().readValue(json, CellResult.class);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void coldSamplesMergeIntoOneCellWithEveryLoadConnectTime() {
        List<String> rows = List.of("2020/Germany#1:aa");
        CellResult merged = ColdCellMerger.merge(QueryPhase.PURCHASES_OF_FOREIGNERS, List.of(
                forkCell("jdbc", "cold", 30, "sha256:x", rows, 200), forkCell("jdbc", "cold", 10, "sha256:x", rows, 250),
                forkCell("jdbc", "cold", 20, "sha256:x", rows, 210)));
        assertThat(merged.ok()).isTrue();
        assertThat(merged.samplesMillis()).containsExactly(30.0, 10.0, 20.0);
        assertThat(merged.medianMillis()).isEqualTo(20.0);
        assertThat(merged.minMillis()).isEqualTo(10.0);
        assertThat(merged.metric("loadConnectMillis")).isEqualTo(210.0);
        assertThat((List<?>) merged.metric("loadConnectSamplesMillis")).hasSize(3);
        assertThat(merged.metric("cpuMillis")).isEqualTo(15.0);
    }

    @Test
    void coldSamplesThatDisagreeFailTheCell() {
        CellResult merged = ColdCellMerger.merge(QueryPhase.PURCHASES_OF_FOREIGNERS, List.of(
                forkCell("jdbc", "cold", 30, "sha256:x", List.of("2020/Germany#1:aa", "2020/Germany#2:bb"), 200),
                forkCell("jdbc", "cold", 10, "sha256:y", List.of("2020/Germany#1:aa"), 250)));
        assertThat(merged.ok()).isFalse();
        assertThat(merged.failure()).isEqualTo("cold samples disagree: count 2 vs 1; first difference in 2020/Germany: purchase 2 only in cold sample 1");
    }

    @Test
    void aBackendThatAnswersDifferentlyIsNamedWithTheFirstDifferingRow() {
        DigestAgreement agreement = new DigestAgreement();
        CellResult reference = forkCell("microstream", "hot", 5, "sha256:x", List.of("2020/Germany#1:aa", "2020/Germany#4711:bb"), 1);
        assertThat(agreement.check(reference)).isEmpty();
        CellDigests.strip(reference);
        assertThat(agreement.check(forkCell("jdbc", "hot", 5, "sha256:x", List.of("2020/Germany#1:aa", "2020/Germany#4711:bb"), 1))).isEmpty();
        assertThat(agreement.check(forkCell("hibernate", "cold", 5, "sha256:z", List.of("2020/Germany#1:aa", "2020/Germany#4711:bc"), 1)))
                .hasValue("purchasesOfForeigners: hibernate/paper purchasesOfForeigners cold answered differently from "
                        + "microstream/paper purchasesOfForeigners hot: first difference in 2020/Germany: purchase 4711 has different values");
        assertThat(agreement.check(forkCell("jdbc", "cold", 5, "", List.of(), 1).fail("boom"))).hasValue("jdbc/paper purchasesOfForeigners cold failed: boom");
    }
}
