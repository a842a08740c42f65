package persistencebench.whitepaper.study;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * The deliberate differences between the study's code and ours, loaded from the extensible resource
 * {@code deliberate-differences.json}: each says what the study did, what we do and why.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record DeliberateDifferences(List<Difference> differences) {

    public DeliberateDifferences {
        differences = differences == null ? List.of() : List.copyOf(differences);
    }

    /** One difference; {@code appliesTo} is {@code write}, {@code read} or {@code both}. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Difference(@JsonProperty("case") String appliesTo, String title, String study, String ours,
                             String why) {

        public Difference {
            for (String field : new String[] {appliesTo, title, study, ours, why}) {
                if (field == null || field.isBlank()) {
                    throw new IllegalArgumentException("a deliberate difference needs case, title, study, ours and why;"
                            + " \"" + title + "\" lacks one");
                }
            }
        }
    }
}
