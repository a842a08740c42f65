package persistencebench.whitepaper.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;

/**
 * Whether a run may be published as it stands: {@code status} is {@code published} or {@code draft};
 * a draft lists its reasons, one sentence each (e.g. "-Dquick", below the study's scale, failed cells).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Publication(String status, List<String> reasons) {

    private static final String PUBLISHED = "published";

    public Publication {
        reasons = reasons == null ? List.of() : List.copyOf(reasons);
    }

    /** Anything but an explicit {@code published} is a draft. */
    public boolean isDraft() {
        return !PUBLISHED.equals(status);
    }
}
