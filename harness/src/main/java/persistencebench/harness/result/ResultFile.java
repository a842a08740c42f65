package persistencebench.harness.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import persistencebench.harness.measure.CellResult;
import persistencebench.harness.resultformat.ResultFormat;
import persistencebench.harness.resultformat.TopField;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The content of one result file ({@code docs/result-files.md}): its fields are the {@link TopField}s, its
 * {@link #formatVersion()} the {@link ResultFormat} it was written in.
 */
@JsonPropertyOrder({"formatVersion", "benchmark", "startedAt", "finishedAt", "finished", "stoppedBy", "interruptions", "verification", "publication", "quietness",
        "environment", "dataset", "backends", "sanityPairs", "results"})
public final class ResultFile {
    /** Null in a file written before the field existed ({@link ResultFormat#UNVERSIONED}). */
    @JsonProperty @JsonInclude(JsonInclude.Include.NON_NULL) Integer formatVersion;
    @JsonProperty String benchmark;
    @JsonProperty String startedAt;
    @JsonProperty String finishedAt;
    @JsonProperty boolean finished;
    @JsonProperty @JsonInclude(JsonInclude.Include.NON_NULL) String stoppedBy;
    /** Each time the run was interrupted and resumed ({@code -Dresume}): when, and how many finished forks it kept. */
    @JsonProperty @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Map<String, Object>> interruptions = new ArrayList<>();
    @JsonProperty Verification verification = new Verification();
    @JsonProperty Publication publication = new Publication();
    @JsonProperty @JsonInclude(JsonInclude.Include.NON_EMPTY) Map<String, Object> quietness = new LinkedHashMap<>();
    @JsonProperty Map<String, Object> environment = new LinkedHashMap<>();
    @JsonProperty Map<String, Object> dataset = new LinkedHashMap<>();
    @JsonProperty Map<String, Object> backends = new LinkedHashMap<>();
    @JsonProperty List<Map<String, Object>> sanityPairs = new ArrayList<>();
    @JsonProperty List<CellResult> results = new ArrayList<>();

    /**
     * Whether the run may be published as the paper's figures ({@code published}) or is a {@code draft}: run with
     * {@code -Dquick}, below the paper's scale, with skipped rows or failed cells (fairness rule 9). Each reason is
     * one sentence.
     */
    public static final class Publication {
        @JsonProperty String status = "published";
        @JsonProperty List<String> reasons = new ArrayList<>();

        public String status() {
            return status;
        }

        public List<String> reasons() {
            return List.copyOf(reasons);
        }

        void addReason(String reason) {
            if (!reasons.contains(reason)) {
                reasons.add(reason);
            }
            status = "draft";
        }
    }

    /** Whether every backend stored the same rows / returned the same answers; problems are one-liners. */
    public static final class Verification {
        @JsonProperty boolean ok = true;
        @JsonProperty List<String> problems = new ArrayList<>();

        public boolean ok() {
            return ok;
        }

        public List<String> problems() {
            return List.copyOf(problems);
        }
    }

    /** The format the file was written in: {@link ResultFormat#UNVERSIONED} for a file without the field. */
    public int formatVersion() {
        return formatVersion == null ? ResultFormat.UNVERSIONED : formatVersion;
    }

    public String benchmark() {
        return benchmark;
    }

    public boolean finished() {
        return finished;
    }

    public String startedAt() {
        return startedAt;
    }

    public List<Map<String, Object>> interruptions() {
        return List.copyOf(interruptions);
    }

    /** The error that stopped the run before it finished, one line; null when it finished, runs, or was interrupted. */
    public String stoppedBy() {
        return stoppedBy;
    }

    public Verification verification() {
        return verification;
    }

    public Publication publication() {
        return publication;
    }

    public Map<String, Object> backends() {
        return backends;
    }

    public List<Map<String, Object>> sanityPairs() {
        return List.copyOf(sanityPairs);
    }

    public Map<String, Object> environment() {
        return environment;
    }

    public Map<String, Object> dataset() {
        return dataset;
    }

    public List<CellResult> results() {
        return List.copyOf(results);
    }
}
