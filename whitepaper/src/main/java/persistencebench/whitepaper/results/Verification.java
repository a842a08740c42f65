package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/** The harness's own verdict on a run: whether all backends stored/returned the same data. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Verification(Boolean ok, List<String> problems) {

    public Verification {
        problems = problems == null ? List.of() : List.copyOf(problems);
    }
}
