package persistencebench.write.singleops;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The console table shows every operation's n, and its p99 only where n reaches 100. */
class SingleOpsTableTest {

    @Test
    void showsNForEveryOperationAndHidesTheP99OfOperationsRunFewerThanAHundredTimes() {
        Map<String, Object> ops = new LinkedHashMap<>();
        ops.put("insert", Map.of("insert", latencies(500, 1200.0, 4100.0)));
        ops.put("find", Map.of("read", latencies(500, 45.0, 130.0)));
        ops.put("update", Map.of("update", latencies(99, 1300.0, 9900.0)));
        ops.put("delete", Map.of("delete", latencies(100, 1250.0, 4200.0)));
        ops.put("mixB", Map.of("read", latencies(475, 41.0, 125.0), "update", latencies(25, 1280.0, 7000.0)));
        ops.put("verified", true);
        SingleOpsTable table = new SingleOpsTable();
        table.add("JDBC", "tuned", ops);

        String rendered = table.render();
        assertThat(rendered).contains("1200.0 / 4100.0 (500)", "45.0 / 130.0 (500)", "1300.0 / - (99)", "1250.0 / 4200.0 (100)",
                "41.0 (475) / 1280.0 (25)", "answers and state ok", "p99 \"-\" below 100 operations");
        assertThat(rendered).doesNotContain("9900.0", "7000.0");
    }

    @Test
    void saysNothingWithoutSingleOperations() {
        SingleOpsTable table = new SingleOpsTable();
        table.add("JDBC", "paper", null);
        assertThat(table.render()).isEmpty();
    }

    private static Map<String, Object> latencies(long operations, double p50, double p99) {
        return Map.of("operations", operations, "p50Micros", p50, "p99Micros", p99, "maxMicros", p99 * 2);
    }
}
