package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * The content of one {@code results/<kind>-latest.json} file as the harness writes it.
 * Unknown fields are ignored so that newer harness versions stay readable.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record ResultFile(
        String benchmark,
        String startedAt,
        String finishedAt,
        Boolean finished,
        Verification verification,
        Environment environment,
        Dataset dataset,
        List<ResultCell> results) {

    public ResultFile {
        results = results == null ? List.of() : List.copyOf(results);
    }
}
