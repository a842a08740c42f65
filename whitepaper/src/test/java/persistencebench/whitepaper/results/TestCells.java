package persistencebench.whitepaper.results;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Result cells built from their JSON fields, as a result file gives them. */
final class TestCells {

    private TestCells() {
    }

    /** A cell of {@code backend}/{@code variant} with the given JSON fields besides its name; ok unless said otherwise. */
    static ResultCell cell(String backend, String variant, Map<String, Object> fields) {
        Map<String, Object> json = new HashMap<>(Map.of("backend", backend, "variant", variant, "phase", "store", "ok", true));
        json.putAll(fields);
        return new ObjectMapper().convertValue(json, ResultCell.class);
    }

    /**
     * A write cell whose median total and recorded geometric interval are given, measured in {@code units} forks; its
     * compared value is the interval's geometric centre, √(low · high).
     */
    static ResultCell timed(String backend, double median, double low, double high, int units) {
        return cell(backend, "tuned", Map.of("medianMillis", median, "geomeanMillis", Math.sqrt(low * high), "samplesMillis", List.of(median),
                "ci95", List.of(low, high), "ciUnits", units, "ciOf", "geomeanMillis"));
    }

    /** A write cell measured in one fork: no interval. */
    static ResultCell oneFork(String backend, double median) {
        return cell(backend, "tuned", Map.of("medianMillis", median, "samplesMillis", List.of(median), "ciUnits", 1, "ciOf", "medianMillis"));
    }
}
