package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * The harness's own verdict on a run: whether every cell succeeded and all backends stored the same rows
 * and returned the same answers; {@code problems} are one-line sentences.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Verification(Boolean ok, List<String> problems) {

    public Verification {
        problems = problems == null ? List.of() : List.copyOf(problems);
    }
}
