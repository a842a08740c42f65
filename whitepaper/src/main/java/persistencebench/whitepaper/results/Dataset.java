package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The dataset a run used. Write runs fill {@code rows} (generated data) or {@code file} (a user's CSV,
 * {@code source} is then {@code file}); read runs fill {@code size} and {@code parameters} (the query
 * parameters every backend was asked).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Dataset(
        String kind,
        Long rows,
        String size,
        Long seed,
        String source,
        String file,
        Map<String, Long> counts,
        JsonNode parameters,
        String contentDigest) {

    private static final String USER_FILE = "file";

    public Dataset {
        counts = counts == null ? Map.of() : new LinkedHashMap<>(counts);
    }

    /** Whether the data came from a user's file, so the {@code rows} setting did not apply. */
    public boolean fromUserFile() {
        return USER_FILE.equals(source);
    }
}
