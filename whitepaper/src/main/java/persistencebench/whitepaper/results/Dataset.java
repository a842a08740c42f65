package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The dataset a run used. Write runs fill {@code rows}; read runs fill {@code size} and
 * {@code parameters} (the query parameters every backend was asked).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Dataset(
        String kind,
        Long rows,
        String size,
        Long seed,
        String source,
        Map<String, Long> counts,
        JsonNode parameters) {

    public Dataset {
        counts = counts == null ? Map.of() : new LinkedHashMap<>(counts);
    }
}
