package persistencebench.harness.published;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import persistencebench.harness.result.Json;

/**
 * The figures the original study published (MicroStream Performance White Paper, public repository
 * {@code rdebusscher/performance-whitepaper}, commit {@code a71f4fd}), read from the one data file
 * {@code persistencebench/harness/published/study-figures.json}. Console tables and the white paper show them
 * beside ours, always labelled as the study's; no program types them in code.
 */
public final class StudyFigures {
    private static final String RESOURCE = "/persistencebench/harness/published/study-figures.json";
    private static final StudyFigures INSTANCE = load();

    private final JsonNode root;

    private StudyFigures(JsonNode root) {
        this.root = root;
    }

    /** One published write figure: seconds for 2,821,515 trips. */
    public record WriteFigure(String backend, String label, Integer channels, double seconds) {
    }

    /**
     * One published read figure: milliseconds of a phase, backend, the study's run ("cold", "hot" or "single run";
     * its definitions differ from ours, see the data file) and metric ("loadConnect" or "query").
     */
    public record ReadFigure(String phase, String backend, String temperature, String metric, double millis) {
    }

    public static StudyFigures get() {
        return INSTANCE;
    }

    /** Where the figures come from, one self-contained sentence. */
    public String citation() {
        return root.path("title").asText() + " (public repository " + root.path("repository").asText() + ", commit "
                + root.path("commit").asText() + "); " + root.path("environment").asText() + ". " + root.path("method").asText();
    }

    /** The study's machine and library versions. */
    public String environment() {
        return root.path("environment").asText();
    }

    /** How many trips the study's write figures stored: 2,821,515. */
    public long writeRows() {
        return root.path("write").path("rows").asLong();
    }

    public List<WriteFigure> write() {
        List<WriteFigure> figures = new ArrayList<>();
        for (JsonNode f : root.path("write").path("figures")) {
            figures.add(new WriteFigure(f.path("backend").asText(), f.path("label").asText(),
                    f.hasNonNull("channels") ? f.get("channels").asInt() : null, f.path("seconds").asDouble()));
        }
        return figures;
    }

    /** The study's write seconds for {@code backend} with {@code channels} (null for backends without channels). */
    public Optional<WriteFigure> write(String backend, Integer channels) {
        return write().stream().filter(f -> f.backend().equals(backend) && java.util.Objects.equals(f.channels(), channels)).findFirst();
    }

    public List<ReadFigure> read() {
        List<ReadFigure> figures = new ArrayList<>();
        for (JsonNode f : root.path("read").path("figures")) {
            figures.add(new ReadFigure(f.path("phase").asText(), f.path("backend").asText(), f.path("run").asText(),
                    f.path("metric").asText(), f.path("millis").asDouble()));
        }
        return figures;
    }

    /** Foreigner queries the study ran per sample (4 years × 3 countries, by accident). */
    public int foreignerQueriesPerSample() {
        return root.path("read").path("queries").path("purchasesOfForeigners").asInt();
    }

    private static StudyFigures load() {
        try (InputStream in = StudyFigures.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the harness");
            }
            return new StudyFigures(Json.mapper().readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
