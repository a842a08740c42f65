package persistencebench.whitepaper.paper;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

import java.util.List;
import java.util.Optional;

/**
 * The figures the original MicroStream white paper published, loaded from the single resource
 * {@code paper-figures.json}, so that no published number is typed into Java code or prose.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record PaperFigures(String citation, String environment, WriteFigures write, ReadFigures read, Flaws flaws) {

    /** The published write figures: seconds to load {@code rows} taxi trips. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record WriteFigures(long rows, List<WriteFigure> figures) {
    }

    /** One published write figure. {@code channels} is set for MicroStream only. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record WriteFigure(String backend, String label, Integer channels, double seconds) {
    }

    /** The published read figures for one dataset size. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record ReadFigures(String size, List<ReadFigure> figures) {

        /** The published figure for a phase/backend/temperature/metric, if the paper gave one. */
        public Optional<ReadFigure> find(String phase, String backend, String temperature, String metric) {
            return figures.stream()
                    .filter(f -> f.phase().equals(phase) && f.backend().equals(backend)
                            && f.temperature().equals(temperature) && f.metric().equals(metric))
                    .findFirst();
        }
    }

    /**
     * One published read figure; {@code metric} is {@code query} or {@code loadConnect}, and
     * {@code note} explains where the paper's reporting does not map one-to-one onto ours.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record ReadFigure(String phase, String backend, String temperature, String metric, double millis, String note) {
    }

    /** Quantities describing the original study's flaws, quoted in the document's flaw list. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record Flaws(int complexQueryYearsRun, int complexQueryStatementsRun, int jdbcRowsLostInLastBatch,
                        String hibernateStatementsPerComplexQuery) {
    }
}
