package persistencebench.harness.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import persistencebench.harness.measure.CellResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The content of one result file ({@code DESIGN.md} § Result files). */
@JsonPropertyOrder({"benchmark", "startedAt", "finishedAt", "finished", "verification", "environment", "dataset", "results"})
public final class ResultFile {
    @JsonProperty String benchmark;
    @JsonProperty String startedAt;
    @JsonProperty String finishedAt;
    @JsonProperty boolean finished;
    @JsonProperty Verification verification = new Verification();
    @JsonProperty Map<String, Object> environment = new LinkedHashMap<>();
    @JsonProperty Map<String, Object> dataset = new LinkedHashMap<>();
    @JsonProperty List<CellResult> results = new ArrayList<>();

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

    public String benchmark() {
        return benchmark;
    }

    public boolean finished() {
        return finished;
    }

    public Verification verification() {
        return verification;
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
